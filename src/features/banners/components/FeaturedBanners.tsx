// The side column of /jobs: up to five featured banners; nothing when there are none.
import { Stack, Title } from '@mantine/core';
import { usePublishedBanners } from '../queries/publishedBanners';
import { BannerCard } from './BannerCard';

export function FeaturedBanners() {
  const banners = usePublishedBanners();
  if (!banners.data || banners.data.length === 0) return null;
  return (
    <Stack component="aside" aria-labelledby="annonser-rubrik" gap="md">
      <Title id="annonser-rubrik" order={2} fz="sm" tt="uppercase" c="gray.7">
        Utvalda arbetsgivare
      </Title>
      {banners.data.map((banner) => (
        <BannerCard key={banner.id} banner={banner} />
      ))}
    </Stack>
  );
}
