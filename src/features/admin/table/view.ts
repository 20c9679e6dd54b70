import type { ReactNode } from 'react';
import type { Column, SortState } from './tableModel';

/** What the desktop table and the phone cards both get from DataTable. */
export type RowsViewProps<Row> = {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort: SortState | undefined;
  onSort: (sort: SortState | undefined) => void;
  /** What an empty list says (and offers, e.g. clearing a filter). */
  empty: ReactNode;
};
