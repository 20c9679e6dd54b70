// The one table of the admin area: text filter, sortable columns, 25 rows a page, each page
// read from the server (filter, order and range in the request). On a phone the rows become
// stacked cards with a sort menu, so no column hides off-screen.
import { Alert, Button, Group, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { describeDatabaseError } from '../databaseErrors';
import { notifyError } from '../notify';
import { ADMIN_QUERY_DEFAULTS } from '../queryDefaults';
import { LOADING } from '../texts';
import { RowCards } from './RowCards';
import { RowTable } from './RowTable';
import type { ListSource } from './serverList';
import {
  type Column,
  type ListRequest,
  type SortState,
  summarizePage,
  totalText,
} from './tableModel';

export type { Column } from './tableModel';

/** The filter and order on screen, for actions on the whole list (e.g. the CSV export). */
export type ListView = Pick<ListRequest, 'filter' | 'order'> & { total: number };

const CONTROL_LABEL = {
  first: 'Första sidan',
  previous: 'Föregående sida',
  next: 'Nästa sida',
  last: 'Sista sidan',
} as const;

/** Typing pauses this long before the list asks the server again. */
const FILTER_DEBOUNCE_MS = 300;

export type DataTableProps<Row> = {
  /** Names the table for screen readers, e.g. "Jobb". */
  label: string;
  source: ListSource<Row>;
  columns: readonly Column<Row>[];
  /** Title of the error toast and alert when a page cannot be read. */
  errorTitle: string;
  pageSize?: number;
  emptyText?: string;
  /** When the page's own filter (e.g. "Visa bara utgångna") is on: what an empty list says. */
  emptyFiltered?: { text: string; clear: () => void };
  /** Extra controls next to the filter, e.g. a "Nytt jobb" button. */
  toolbar?: (view: ListView) => ReactNode;
  /** Table width below which the desktop table scrolls sideways. */
  minWidth?: number;
};

export function DataTable<Row>({
  label,
  source,
  columns,
  errorTitle,
  pageSize = 25,
  emptyText = 'Inget att visa.',
  emptyFiltered,
  toolbar,
  minWidth = 760,
}: DataTableProps<Row>) {
  const [query, setQuery] = useState('');
  const [filter] = useDebouncedValue(query.trim(), FILTER_DEBOUNCE_MS);
  const [sort, setSort] = useState<SortState | undefined>();
  const [page, setPage] = useState(1);
  const phone = useMediaQuery('(max-width: 48em)');

  const sortBy = sort && columns.find((column) => column.key === sort.key)?.sortBy;
  const order = sortBy ? { column: sortBy, ascending: sort.direction === 'asc' } : undefined;
  const request: ListRequest = { page, pageSize, order, filter };
  const list = useQuery({
    queryKey: [...source.queryKey, 'page', request],
    // The page number travels with the rows: while the next page loads, the summary still
    // describes the rows on screen.
    queryFn: async () => ({ ...(await source.page(request)), page }),
    // The previous page stays on screen (dimmed) until the next one arrives: no flash.
    placeholderData: keepPreviousData,
    ...ADMIN_QUERY_DEFAULTS,
  });
  const rows = list.data?.rows ?? [];
  const shown = list.data?.page ?? page;
  const summary = summarizePage(shown, pageSize, rows.length, list.data?.count ?? null);

  useEffect(() => {
    if (list.error) notifyError(errorTitle, list.error);
  }, [list.error, errorTitle]);
  // A page that emptied (its rows deleted, or an estimate that overshot): go to the real last one.
  const emptyPage = !list.isPlaceholderData && list.isSuccess && rows.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage) setPage((current) => Math.max(1, Math.min(current - 1, summary.pageCount)));
  }, [emptyPage, summary.pageCount]);

  const changeSort = (next: SortState | undefined) => {
    setSort(next);
    setPage(1);
  };
  const empty = list.isPending ? (
    <Text c="dimmed">{LOADING}</Text>
  ) : filter ? (
    <Text c="dimmed">Inga träffar för filtret.</Text>
  ) : emptyFiltered ? (
    <Group gap="sm">
      <Text c="dimmed">{emptyFiltered.text}</Text>
      <Button size="compact-sm" variant="default" onClick={emptyFiltered.clear}>
        Visa alla
      </Button>
    </Group>
  ) : (
    <Text c="dimmed">{emptyText}</Text>
  );
  const view = { label, columns, rows, rowKey: source.rowKey, sort, onSort: changeSort, empty };

  return (
    <div>
      {list.error && (
        <Alert color="red" title={errorTitle} mb="md">
          {describeDatabaseError(list.error)}
        </Alert>
      )}
      <Group justify="space-between" align="end" mb="sm" gap="sm">
        <TextInput
          label="Filtrera"
          placeholder="Sök i listan"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        {toolbar?.({ filter, order, total: summary.total })}
      </Group>
      <div
        aria-busy={list.isFetching}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {phone ? <RowCards {...view} /> : <RowTable {...view} minWidth={minWidth} />}
      </div>
      <Group justify="space-between" mt="sm" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary.total === 0
            ? '0 rader'
            : `Visar ${summary.from}–${summary.to} av ${totalText(summary)}`}
        </Text>
        {summary.pageCount > 1 && (
          <Pagination
            total={summary.pageCount}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABEL[control] })}
            getItemProps={(item) => ({ 'aria-label': `Sida ${item}` })}
          />
        )}
      </Group>
    </div>
  );
}
