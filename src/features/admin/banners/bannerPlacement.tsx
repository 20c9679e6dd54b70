// Which published banners the job list shows now, per placement (placeBanners, the rule /jobs
// follows), for the admin's banner list: a clear word when a placement has more published
// banners than places, naming those shown and those waiting. All published banners, not the
// list's page: the page may hold only some of them.
import { Alert, List, Text } from '@mantine/core';
import { BANNER_POSITIONS } from '@shared/schemas/admin-banner.ts';
import {
  BANNER_PLACES,
  BANNER_POSITION_LABELS,
  type BannerPosition,
  placeBanners,
} from '@shared/schemas/banner-places.ts';
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { Publishing } from '../publishable/publishableTypes';

type PlacedBanner = {
  id: string;
  title: string;
  position: BannerPosition;
  published_at: string | null;
};

// Under the list's own key: every save, publish or delete refreshes it too.
const placementQuery = {
  queryKey: ['admin', 'banners', 'placement'],
  queryFn: async (): Promise<PlacedBanner[]> => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('banners')
      .select('id, title, position, published_at')
      .eq('status', 'published')
      .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`);
    if (error) throw error;
    return data;
  },
};

function useBannerPlacement() {
  const { data } = useQuery({ ...placementQuery, select: placeBanners });
  return data;
}

const placesText = (places: number) => `${places} ${places === 1 ? 'plats' : 'platser'}`;

/**
 * Before a banner is published (or a published one saved, perhaps moved): the running banner it
 * would push off the site, placed by the rule /jobs follows, named in the confirmation; null when
 * no banner would stop showing.
 */
export function useDisplacementWarning() {
  const placement = useBannerPlacement();
  return ({ id, values, publishedAt }: Publishing<'banners'>): string | null => {
    const position = values.position;
    if (!placement || !position) return null;
    const { shown, waiting } = placement[position];
    const candidate: PlacedBanner = {
      id: id ?? '',
      title: values.title ?? '',
      position,
      published_at: publishedAt ?? new Date().toISOString(),
    };
    const others = [...shown, ...waiting].filter((banner) => banner.id !== id);
    const after = placeBanners([...others, candidate])[position].shown;
    const pushedOff = shown.find((banner) => banner.id !== id && !after.includes(banner));
    if (!pushedOff) return null;
    const places = BANNER_PLACES[position];
    const full = places === 1 ? 'och den är upptagen' : 'och alla är upptagna';
    return `${BANNER_POSITION_LABELS[position]} har ${placesText(places)}, ${full}: ”${pushedOff.title}” slutar då att visas på webbplatsen och väntar tills en plats blir ledig, utan att förbruka sina betalda dagar.`;
  };
}

const titles = (banners: PlacedBanner[]) => banners.map((banner) => `”${banner.title}”`).join(', ');

/** Above the list: each placement that has more published banners than places, and which show. */
export function FullPlacementsNotice() {
  const placement = useBannerPlacement();
  if (!placement) return null;
  const full = BANNER_POSITIONS.filter((position) => placement[position].waiting.length > 0);
  if (full.length === 0) return null;
  return (
    <Alert color="yellow" title="Fler publicerade banners än platser" mb="md" role="status">
      <List spacing={4}>
        {full.map((position) => {
          const { shown, waiting } = placement[position];
          const places = BANNER_PLACES[position];
          return (
            <List.Item key={position}>
              <Text span fw={600}>
                {BANNER_POSITION_LABELS[position]}
              </Text>{' '}
              har {placesText(places)} men {shown.length + waiting.length} publicerade. Visas (nyast
              först): {titles(shown)}. Visas inte nu: {titles(waiting)}.
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
