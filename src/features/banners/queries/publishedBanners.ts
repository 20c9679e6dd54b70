// Featured banners (spec §7, §9): the published ones, placed by placeBanners: at most one above
// the job list, three beside it and one below it, the newest in each placement. Read from the
// local copy in IndexedDB (src/lib/offline/publicData.ts), refreshed from Supabase when online.
import { type BannerPlacement, placeBanners } from '@shared/schemas/banner-places.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBanner } from '@/lib/publicColumns';

export type Banner = PublicBanner;

/** Every published banner the copy holds: a placement's newest may be older than another's. */
const ALL_PUBLISHED = Number.POSITIVE_INFINITY;

export async function fetchPublishedBanners(): Promise<BannerPlacement<Banner>> {
  // Imported on first use: Dexie is then not part of the first load of pages without banners.
  const { loadPublishedBanners } = await import('@/lib/offline/publicData');
  return placeBanners(await loadPublishedBanners(ALL_PUBLISHED));
}

export const publishedBannersQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'placed'],
    queryFn: fetchPublishedBanners,
    // The query reads IndexedDB, which works offline: never pause it for the network.
    networkMode: 'always',
  });

export function usePublishedBanners() {
  return useQuery(publishedBannersQueryOptions());
}
