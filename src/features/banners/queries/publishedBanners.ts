// Featured banners (spec §7): published, newest first, at most 5. Read from the local copy in
// IndexedDB (src/lib/offline/publicData.ts), refreshed from Supabase when online.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBanner } from '@/lib/publicColumns';

export type Banner = PublicBanner;

export const FEATURED_BANNER_LIMIT = 5;

export async function fetchPublishedBanners(): Promise<Banner[]> {
  // Imported on first use: Dexie is then not part of the first load of pages without banners.
  const { loadPublishedBanners } = await import('@/lib/offline/publicData');
  return loadPublishedBanners(FEATURED_BANNER_LIMIT);
}

export const publishedBannersQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'published'],
    queryFn: fetchPublishedBanners,
    // The query reads IndexedDB, which works offline: never pause it for the network.
    networkMode: 'always',
  });

export function usePublishedBanners() {
  return useQuery(publishedBannersQueryOptions());
}
