// Job ads and banners are sold by the 30 days: a published ad past its expiry is shown as
// Utgången with the date, can be extended by 30 days, and the list can show only those.
import { Button, Stack, Text } from '@mantine/core';
import { formatDate } from '../format';
import type { RowUpdate } from './PublishableAdminPage';
import type { ListNarrowing, PublishableRow, PublishableTable } from './publishableQueries';
import { StatusBadge, ToneBadge } from './StatusBadge';

export const PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

/** Published, but no longer shown to visitors. */
function isExpired<T extends PublishableTable>(row: PublishableRow<T>): boolean {
  return row.status === 'published' && !!row.expires_at && Date.parse(row.expires_at) <= Date.now();
}

/** Shown to visitors: published and not expired. */
export function isPublic<T extends PublishableTable>(row: PublishableRow<T>): boolean {
  return row.status === 'published' && !isExpired(row);
}

export function PeriodStatus<T extends PublishableTable>({ row }: { row: PublishableRow<T> }) {
  if (!isExpired(row)) return <StatusBadge status={row.status} />;
  return (
    <Stack gap={2}>
      <ToneBadge tone="negative">Utgången</ToneBadge>
      <Text fz="xs" c="gray.7">
        {`Utgick ${formatDate(row.expires_at)}`}
      </Text>
    </Stack>
  );
}

/** 30 more days, counted from today for an expired ad (else it would still be expired). */
function extendedExpiry<T extends PublishableTable>(row: PublishableRow<T>): string {
  const from = Math.max(Date.now(), row.expires_at ? Date.parse(row.expires_at) : 0);
  return new Date(from + PERIOD_DAYS * DAY_MS).toISOString();
}

export function ExtendButton<T extends PublishableTable>({
  row,
  update,
}: {
  row: PublishableRow<T>;
  update: RowUpdate<T>;
}) {
  if (!isExpired(row)) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      // Both tables have expires_at; TypeScript cannot see it through the generic table name.
      onClick={() => update.save(row.id, { expires_at: extendedExpiry(row) } as never)}
      loading={update.pendingId === row.id}
      aria-label={`Förläng ${row.title} med ${PERIOD_DAYS} dagar`}
    >
      {`Förläng ${PERIOD_DAYS} dagar`}
    </Button>
  );
}

export const onlyExpired: ListNarrowing & { label: string } = {
  key: 'expired',
  label: 'Visa bara utgångna',
  apply: (query) => query.eq('status', 'published').lte('expires_at', new Date().toISOString()),
};
