export { FeaturedBanners } from './components/FeaturedBanners';
export { publishedBannersQueryOptions } from './queries/publishedBanners';
