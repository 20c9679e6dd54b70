// A running banner's paid days in the admin list: they run only while it is shown (migration
// 20261201110100). A banner pushed off its placement says "Väntar på plats" and keeps its days;
// the database has already moved its end (Slutar) on by the wait it foresees.
import { Stack, Text } from '@mantine/core';
import { isPublic } from '../publishable/paidPeriod';
import type { PublishableRow } from '../publishable/publishableQueries';

const DAY_MS = 86_400_000;

type Banner = PublishableRow<'banners'>;

/** Whole days of its paid time left, counted from when it has its place (now, or later). */
export function paidDaysLeft(banner: Banner, now = Date.now()): number {
  const end = Date.parse(banner.expires_at ?? '');
  const from = Math.max(Date.parse(banner.shown_from ?? banner.published_at ?? ''), now);
  return Math.max(0, Math.ceil((end - from) / DAY_MS));
}

export function PaidDays({ banner }: { banner: Banner }) {
  if (!isPublic(banner) || !banner.expires_at) return null;
  const waiting = banner.shown_from !== null && Date.parse(banner.shown_from) > Date.now();
  const days = paidDaysLeft(banner);
  return (
    <Stack gap={2} align="flex-start">
      {/* Text, not a badge: it may wrap, so the list still fits a 1440 px screen. */}
      {waiting && (
        <Text fz="xs" fw={700} c="red.9">
          Väntar på plats
        </Text>
      )}
      <Text fz="xs" c="gray.8">
        {days === 1 ? '1 dag kvar' : `${days} dagar kvar`}
      </Text>
    </Stack>
  );
}
