// DataTable on wider screens: a table whose column headers sort (click again to reverse).
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { RowsViewProps } from './view';

const ARROW = { asc: '▲', desc: '▼' } as const;
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function RowTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  empty,
  minWidth,
}: RowsViewProps<Row> & { minWidth: number }) {
  const toggle = (key: string) =>
    onSort(
      sort?.key === key
        ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );

  return (
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
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {column.sortBy ? (
                    <UnstyledButton onClick={() => toggle(column.key)} fw={700} fz="sm">
                      {column.header} <span aria-hidden="true">{active ? ARROW[active] : '↕'}</span>
                      <VisuallyHidden>
                        {active === 'asc' && ', sorterad stigande'}
                        {active === 'desc' && ', sorterad fallande'}
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
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  // A long word (a title without spaces, an address) breaks rather than widen the
                  // table past the page and push the row's buttons off screen.
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
                >
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{empty}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
