// DataTable on wider screens: a table whose column headers sort (click again to reverse).
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { BreakableText } from './BreakableText';
import classes from './RowTable.module.css';
import type { RowsViewProps } from './view';

/** A plain text may break inside a long word rather than widen the table past the page. */
const CellContent = ({ content }: { content: ReactNode }) =>
  typeof content === 'string' ? <BreakableText text={content} /> : content;

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
    <Table.ScrollContainer className={classes.scroller} minWidth={minWidth} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={8} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const active = sort?.key === column.key ? sort.direction : undefined;
              return (
                <Table.Th
                  key={column.key}
                  scope="col"
                  className={column.pinned ? classes.pinned : undefined}
                  aria-sort={active ? ARIA_SORT[active] : undefined}
                  // A sort button keeps its arrow beside the name; a plain header such as
                  // "Visningar 30 d" may take two lines rather than widen the table.
                  style={column.sortBy ? { whiteSpace: 'nowrap' } : undefined}
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
                  className={column.pinned ? classes.pinned : undefined}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  <CellContent content={column.render(row)} />
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
