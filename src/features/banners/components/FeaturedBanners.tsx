// Up to five featured banners, beside the /jobs list or, on a phone, among its cards as a row to
// swipe through; nothing when there are none.
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { ClientData } from '@/lib/ui/ClientData';
import { usePublishedBanners } from '../queries/publishedBanners';
import { BannerCard } from './BannerCard';
import classes from './FeaturedBanners.module.css';

/** The published banners: rows from the database, which the browser renders (ClientData). */
export function FeaturedBanners() {
  return (
    <ClientData fallback={null}>
      <BannerList />
    </ClientData>
  );
}

function BannerList() {
  const banners = usePublishedBanners();
  // The page holds two of these (side column, and among the cards), one of them hidden.
  const headingId = useId();
  if (!banners.data || banners.data.length === 0) return null;
  return (
    <Stack component="aside" aria-labelledby={headingId} gap="md">
      <Title id={headingId} order={2} fz="sm" tt="uppercase" c="gray.7">
        Utvalda arbetsgivare
      </Title>
      {/* Focusable, so the row scrolls by keyboard even when its banners have no links. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus. */}
      <ul className={classes.list} tabIndex={0}>
        {banners.data.map((banner) => (
          <li key={banner.id}>
            <BannerCard banner={banner} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
