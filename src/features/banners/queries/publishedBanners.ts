// Featured banners (spec §7): published, newest first, at most 5.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

export type Banner = Database['public']['Tables']['banners']['Row'];

export const FEATURED_BANNER_LIMIT = 5;

export async function fetchPublishedBanners(): Promise<Banner[]> {
  const { data, error } = await supabase
    .from('banners')
    .select('*')
    .eq('status', 'published')
    .order('published_at', { ascending: false })
    .limit(FEATURED_BANNER_LIMIT);
  if (error) throw error;
  return data;
}

export const publishedBannersQueryOptions = () =>
  queryOptions({ queryKey: ['banners', 'published'], queryFn: fetchPublishedBanners });

export function usePublishedBanners() {
  return useQuery(publishedBannersQueryOptions());
}
