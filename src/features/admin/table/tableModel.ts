// Pure logic behind DataTable: filter by text, sort by a column, cut into pages.
import type { ReactNode } from 'react';

export type SortValue = string | number | null | undefined;
export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };

export type Column<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Present on sortable columns; also the column's text for the filter unless filterText is given. */
  sortValue?: (row: Row) => SortValue;
  filterText?: (row: Row) => string | null | undefined;
  /** Keeps short values (dates, badges, buttons) on one line. */
  nowrap?: boolean;
  /** Takes the whole card width on phones (long texts, action buttons). */
  wide?: boolean;
};

const collator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });

const isEmpty = (value: SortValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

function compareValues(a: NonNullable<SortValue>, b: NonNullable<SortValue>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Sorted copy; empty values always last, ties keep their original (server) order. */
export function sortRows<Row>(
  rows: readonly Row[],
  column: Column<Row>,
  direction: SortDirection,
): Row[] {
  const value = column.sortValue;
  if (!value) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      if (isEmpty(x.key) || isEmpty(y.key)) {
        if (isEmpty(x.key) && isEmpty(y.key)) return x.index - y.index;
        return isEmpty(x.key) ? 1 : -1;
      }
      return sign * compareValues(x.key, y.key) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** Rows where every word of the query occurs in some column's text (case-insensitive). */
export function filterRows<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  query: string,
): Row[] {
  const words = query.toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = columns
      .map((column) => (column.filterText ?? column.sortValue)?.(row))
      .filter((text) => text !== null && text !== undefined)
      .join(' ')
      .toLocaleLowerCase('sv');
    return words.every((word) => haystack.includes(word));
  });
}

export type Page<Row> = { rows: Row[]; page: number; pageCount: number; from: number; to: number };

/** One page (1-based, clamped into range) of at most pageSize rows. */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): Page<Row> {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  const slice = rows.slice(start, start + pageSize);
  return {
    rows: slice,
    page: current,
    pageCount,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}
