// The one table of the admin area: text filter, sortable columns, 25 rows a page, scrolls on phones.
import {
  Group,
  Pagination,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { type Column, filterRows, pageOf, type SortState, sortRows } from './tableModel';

export type { Column } from './tableModel';

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
  /** Table width below which it scrolls sideways (phones). */
  minWidth?: number;
};

const ARROW = { asc: '▲', desc: '▼' } as const;
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

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

  const visible = useMemo(() => {
    const filtered = filterRows(rows, columns, query);
    const column = sort && columns.find((c) => c.key === sort.key);
    return column && sort ? sortRows(filtered, column, sort.direction) : filtered;
  }, [rows, columns, query, sort]);
  const current = pageOf(visible, page, pageSize);

  const toggleSort = (key: string) => {
    setSort((previous) =>
      previous?.key === key
        ? { key, direction: previous.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );
    setPage(1);
  };

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
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const active = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <Table.Th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? ARIA_SORT[active] : undefined}
                  >
                    {column.sortValue ? (
                      <UnstyledButton
                        onClick={() => toggleSort(column.key)}
                        fw={700}
                        fz="sm"
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {column.header}{' '}
                        <span aria-hidden="true">{active ? ARROW[active] : '↕'}</span>
                        <VisuallyHidden>
                          {active === 'asc' ? ', sorterad stigande' : ''}
                          {active === 'desc' ? ', sorterad fallande' : ''}
                        </VisuallyHidden>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {current.rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            {current.rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed">{query ? 'Inga träffar för filtret.' : emptyText}</Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Föregående sida' : 'Nästa sida',
            })}
            getItemProps={(item) => ({ 'aria-label': `Sida ${item}` })}
          />
        )}
      </Group>
    </div>
  );
}
