// The one table of the admin area: text filter, sortable columns, 25 rows a page. On a phone the
// rows become stacked cards with a sort menu, so no column hides off-screen.
import { Group, Pagination, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { RowCards } from './RowCards';
import { RowTable } from './RowTable';
import { type Column, filterRows, pageOf, type SortState, sortRows } from './tableModel';

export type { Column } from './tableModel';

const CONTROL_LABEL = {
  first: 'Första sidan',
  previous: 'Föregående sida',
  next: 'Nästa sida',
  last: 'Sista sidan',
} as const;

type DataTableProps<Row> = {
  /** Names the table for screen readers, e.g. "Jobb". */
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** Unsorted rows keep the server's order (e.g. newest first). */
  initialSort?: SortState;
  pageSize?: number;
  emptyText?: string;
  /** Extra controls next to the filter, e.g. a "Nytt jobb" button. */
  toolbar?: ReactNode;
  /** Table width below which the desktop table scrolls sideways. */
  minWidth?: number;
};

export function DataTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  initialSort,
  pageSize = 25,
  emptyText = 'Inget att visa.',
  toolbar,
  minWidth = 760,
}: DataTableProps<Row>) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | undefined>(initialSort);
  const [page, setPage] = useState(1);
  const phone = useMediaQuery('(max-width: 48em)');

  const visible = useMemo(() => {
    const filtered = filterRows(rows, columns, query);
    const column = sort && columns.find((c) => c.key === sort.key);
    return column && sort ? sortRows(filtered, column, sort.direction) : filtered;
  }, [rows, columns, query, sort]);
  const current = pageOf(visible, page, pageSize);
  const changeSort = (next: SortState | undefined) => {
    setSort(next);
    setPage(1);
  };
  const empty = query ? 'Inga träffar för filtret.' : emptyText;
  const view = { label, columns, rows: current.rows, rowKey, sort, onSort: changeSort, empty };

  return (
    <div>
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
        {toolbar}
      </Group>
      {phone ? <RowCards {...view} /> : <RowTable {...view} minWidth={minWidth} />}
      <Group justify="space-between" mt="sm" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {visible.length === 0
            ? '0 rader'
            : `Visar ${current.from}–${current.to} av ${visible.length}`}
        </Text>
        {current.pageCount > 1 && (
          <Pagination
            total={current.pageCount}
            value={current.page}
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
