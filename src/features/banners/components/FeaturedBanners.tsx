// The banners of one placement on /jobs (placeBanners decides which): Topp above the job list,
// Sidokolumn beside it (on a phone among its cards, as a row to swipe through), Botten below it.
// Nothing when the side column or Botten has none; Topp then offers the place (HouseAdCard).
import { Stack, Title } from '@mantine/core';
import type { BannerPosition } from '@shared/schemas/banner-places.ts';
import { type ReactNode, useId } from 'react';
import { BannerCard, HouseAdCard } from '@/lib/ui/BannerCard';
import { ClientData } from '@/lib/ui/ClientData';
import { usePublishedBanners } from '../queries/publishedBanners';
import classes from './FeaturedBanners.module.css';

/** Each its own landmark name (axe landmark-unique); the side column's is its visible heading. */
const LANDMARK_NAMES: Record<Exclude<BannerPosition, 'sidebar'>, string> = {
  top: 'Annons ovanför jobben',
  bottom: 'Annons under jobben',
};

/** The published banners of `placement`: rows from the database, which the browser renders. */
export function FeaturedBanners({ placement }: { placement: BannerPosition }) {
  const fallback =
    placement === 'top' ? (
      <TopOrBottom placement="top">
        <HouseAdCard />
      </TopOrBottom>
    ) : null;
  return (
    <ClientData fallback={fallback}>
      {placement === 'sidebar' ? <SideColumn /> : <WideBanner placement={placement} />}
    </ClientData>
  );
}

function SideColumn() {
  const banners = usePublishedBanners().data?.sidebar.shown;
  // The page holds two of these (side column, and among the cards), one of them hidden.
  const headingId = useId();
  if (!banners || banners.length === 0) return null;
  return (
    <Stack component="aside" aria-labelledby={headingId} gap="md">
      <Title id={headingId} order={2} fz="sm" tt="uppercase" c="gray.7">
        Utvalda arbetsgivare
      </Title>
      {/* Focusable, so the row scrolls by keyboard even when its banners have no links. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus. */}
      <ul className={classes.list} tabIndex={0}>
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerCard banner={banner} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function WideBanner({ placement }: { placement: Exclude<BannerPosition, 'sidebar'> }) {
  const banners = usePublishedBanners().data?.[placement].shown ?? [];
  // Topp is never empty (the list's first cards must not move); Botten is, when it has none.
  if (banners.length === 0 && placement === 'bottom') return null;
  return (
    <TopOrBottom placement={placement}>
      {banners.length === 0 ? (
        <HouseAdCard />
      ) : (
        banners.map((banner) => <BannerCard key={banner.id} banner={banner} wide />)
      )}
    </TopOrBottom>
  );
}

function TopOrBottom({
  placement,
  children,
}: {
  placement: Exclude<BannerPosition, 'sidebar'>;
  children: ReactNode;
}) {
  return (
    <aside aria-label={LANDMARK_NAMES[placement]} data-placement={placement}>
      {children}
    </aside>
  );
}
