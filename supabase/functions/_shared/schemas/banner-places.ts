// Where /jobs shows banners, and which ones: the rule the job list follows and the admin's banner
// list explains. Spec §9 allows up to five featured banners on the job list: one above the list
// (Topp), three beside it (Sidokolumn; on a phone they stand among the first cards) and one below
// it (Botten). A placement with more published banners than places shows the newest (by
// publishing time), the others wait until one of those expires or is taken down.
import type { BANNER_POSITIONS } from './admin-banner.ts';

export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export const BANNER_PLACES: Record<BannerPosition, number> = { top: 1, sidebar: 3, bottom: 1 };

export const BANNER_POSITION_LABELS: Record<BannerPosition, string> = {
  top: 'Topp',
  sidebar: 'Sidokolumn',
  bottom: 'Botten',
};

type Placeable = { id: string; position: BannerPosition; published_at: string | null };

/** Newest first; the same instant by id (as the public lists order their rows). */
const newestFirst = (a: Placeable, b: Placeable) => {
  const [x, y] = [`${a.published_at ?? ''} ${a.id}`, `${b.published_at ?? ''} ${b.id}`];
  return x < y ? 1 : x > y ? -1 : 0;
};

export type BannerPlacement<Banner> = Record<
  BannerPosition,
  { shown: Banner[]; waiting: Banner[] }
>;

/** The published, unexpired banners given, per placement: those shown and those waiting. */
export function placeBanners<Banner extends Placeable>(banners: Banner[]): BannerPlacement<Banner> {
  const sorted = [...banners].sort(newestFirst);
  const at = (position: BannerPosition) => {
    const here = sorted.filter((banner) => banner.position === position);
    return {
      shown: here.slice(0, BANNER_PLACES[position]),
      waiting: here.slice(BANNER_PLACES[position]),
    };
  };
  return { top: at('top'), sidebar: at('sidebar'), bottom: at('bottom') };
}

const WHERE: Record<BannerPosition, string> = {
  top: 'ovanför jobblistan',
  sidebar: 'bredvid jobblistan',
  bottom: 'under jobblistan',
};

/** "ovanför jobblistan, 1 plats": what a placement means, for the admin's form and list. */
export function bannerPlaceHint(position: string): string {
  const places = BANNER_PLACES[position as BannerPosition];
  if (places === undefined) return '';
  return `${WHERE[position as BannerPosition]}, ${places} ${places === 1 ? 'plats' : 'platser'}`;
}
