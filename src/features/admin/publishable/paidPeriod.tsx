// Job ads and banners are sold by the 30 days: a published ad shows when it ends, one past its end
// is shown as Utgången with the date, one ending within a week or already ended can be extended by
// 30 days, and the list can show only the ending or the ended ones.
import { Button, Stack, Text } from '@mantine/core';
import { formatDate } from '../format';
import type { Column } from '../table/DataTable';
import type { PeriodFilterName } from './periodSearch';
import type { ListNarrowing, PublishableRow, PublishableTable } from './publishableQueries';
import type { RowUpdate } from './publishableTypes';
import { StatusBadge, ToneBadge } from './StatusBadge';

export const PERIOD_DAYS = 30;
/** "Going out soon": within a week, time enough to extend or replace the ad. */
export const ENDING_SOON_DAYS = 7;
const DAY_MS = 86_400_000;

/** The window of "ending soon" from now: after `from`, at or before `to` (ISO timestamps). */
export function endingSoonWindow(now = Date.now()): { from: string; to: string } {
  return {
    from: new Date(now).toISOString(),
    to: new Date(now + ENDING_SOON_DAYS * DAY_MS).toISOString(),
  };
}

const endOf = <T extends PublishableTable>(row: PublishableRow<T>) =>
  row.status === 'published' && row.expires_at ? Date.parse(row.expires_at) : null;

/** Published, but no longer shown to visitors. */
function isExpired<T extends PublishableTable>(row: PublishableRow<T>): boolean {
  const end = endOf(row);
  return end !== null && end <= Date.now();
}

/** Published and shown, but not for more than a week. */
function isEndingSoon<T extends PublishableTable>(row: PublishableRow<T>): boolean {
  const end = endOf(row);
  return end !== null && end > Date.now() && end <= Date.now() + ENDING_SOON_DAYS * DAY_MS;
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

/** "Slutar": the last day a published ad is shown; a draft has none until it is published. */
export function endColumn<T extends PublishableTable>(): Column<PublishableRow<T>> {
  return {
    key: 'expires_at',
    header: 'Slutar',
    sortBy: 'expires_at',
    nowrap: true,
    render: (row) =>
      row.status !== 'published' ? (
        '–'
      ) : (
        <Stack gap={2} align="flex-start">
          {formatDate(row.expires_at)}
          {isEndingSoon(row) && <ToneBadge tone="info">Går ut snart</ToneBadge>}
        </Stack>
      ),
  };
}

/** 30 more days after the current end; counted from today for an ended ad (else still ended). */
function extendedExpiry<T extends PublishableTable>(row: PublishableRow<T>): string {
  const from = Math.max(Date.now(), row.expires_at ? Date.parse(row.expires_at) : 0);
  return new Date(from + PERIOD_DAYS * DAY_MS).toISOString();
}

export function ExtendButton<T extends PublishableTable>({
  row,
  update,
}: {
  row: PublishableRow<T>;
  update: RowUpdate;
}) {
  if (!isExpired(row) && !isEndingSoon(row)) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => update.extend(row.id, extendedExpiry(row))}
      loading={update.pendingId === row.id}
      // The visible words first, as the other row buttons do: a voice-control user says what they see.
      aria-label={`Förläng ${PERIOD_DAYS} dagar: ${row.title}`}
    >
      {`Förläng ${PERIOD_DAYS} dagar`}
    </Button>
  );
}

export type PeriodFilter = ListNarrowing & { label: string };

const onlyExpired: PeriodFilter = {
  key: 'expired',
  label: 'Visa bara utgångna',
  apply: (query) => query.eq('status', 'published').lte('expires_at', new Date().toISOString()),
};

const onlyEndingSoon: PeriodFilter = {
  key: 'ending-soon',
  label: `Visa bara de som går ut inom ${ENDING_SOON_DAYS} dagar`,
  apply: (query) => {
    const { from, to } = endingSoonWindow();
    return query.eq('status', 'published').gt('expires_at', from).lte('expires_at', to);
  },
};

/** The list's period filters by their value in the address (?visa=…). */
export const PERIOD_FILTERS: Record<PeriodFilterName, PeriodFilter> = {
  snart: onlyEndingSoon,
  utgangna: onlyExpired,
};

/** A list page's period filter, kept in the address by its route. */
export type PeriodFilterProps = {
  filter: PeriodFilterName | undefined;
  onFilterChange: (filter: PeriodFilterName | undefined) => void;
};
