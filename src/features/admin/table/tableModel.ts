// Pure logic behind DataTable, whose lists page on the server: columns, the filter text turned
// into PostgREST conditions, and the "Visar 1–25 av …" summary of an exact or estimated total.
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
/** `key` is a column's key; the column's `sortBy` names what the server orders by. */
export type SortState = { key: string; direction: SortDirection };

export type Column<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The database column this header sorts by; sortable columns only. */
  sortBy?: string;
  /** Keeps short values (dates, badges, buttons) on one line. */
  nowrap?: boolean;
  /** Takes the whole card width on phones (long texts, action buttons). */
  wide?: boolean;
  /**
   * Stays in view at the table's end when the table is wider than the page and scrolls sideways
   * (a row's buttons): the other columns pass beneath it.
   */
  pinned?: boolean;
};

/** Keys of Row whose values are text (or empty). */
export type TextKey<Row> = {
  [K in keyof Row]-?: Row[K] extends string | null ? K : never;
}[keyof Row] &
  string;

/** A plain text column, sortable by the database column of the same name. */
export function textColumn<Row>(key: TextKey<Row>, header: string, empty = '–'): Column<Row> {
  return {
    key,
    header,
    render: (row) => (row[key] as string | null) || empty,
    sortBy: key,
  };
}

/** One page of a list as DataTable asks the server for it. */
export type ListRequest = {
  page: number;
  pageSize: number;
  /** The database column and direction; none = the server's default (newest first). */
  order?: { column: string; ascending: boolean };
  filter: string;
};

/** What the server answered: the page's rows and its `count: 'estimated'` total. */
export type RowPage<Row> = { rows: Row[]; count: number | null };

/** Where a word of the filter is looked for. */
export type SearchSpec = {
  /** Text columns, matched case-insensitively anywhere in the text (ilike). */
  text: readonly [string, ...string[]];
  /** Enum columns: a word found in a Swedish label matches the values behind it. */
  labels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

/** Labels of a list of choices (the search model's `{ value, label }` lists). */
export const optionLabels = (
  options: readonly { value: string; label: string }[],
): Record<string, string> => Object.fromEntries(options.map(({ value, label }) => [value, label]));

/** The words as typed: ILIKE folds case itself (in a C-locale database only ASCII, so Ö stays Ö). */
export const filterWords = (filter: string): string[] => filter.split(/\s+/).filter(Boolean);

/**
 * A value inside a PostgREST logic tree, always double-quoted (the reserved `, . : ( )` stay
 * literal; `\` and `"` are escaped). LIKE's own `%`, `_` and `\` are escaped first so that a
 * typed "50%" is found as written; PostgREST turns `*` into `%`, so `*` stays a wildcard.
 */
export function containsPattern(word: string): string {
  const like = word.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return `"*${like.replace(/[\\"]/g, (ch) => `\\${ch}`)}*"`;
}

/** The `.or()` conditions for one word: it occurs in some text column or names a label. */
export function wordConditions(word: string, search: SearchSpec): string {
  const lower = word.toLocaleLowerCase('sv');
  const pattern = containsPattern(word);
  const text = search.text.map((column) => `${column}.ilike.${pattern}`);
  const labels = Object.entries(search.labels ?? {}).flatMap(([column, labelOf]) => {
    const values = Object.entries(labelOf)
      .filter(([, label]) => label.toLocaleLowerCase('sv').includes(lower))
      .map(([value]) => `"${value.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`);
    return values.length ? [`${column}.in.(${values.join(',')})`] : [];
  });
  return [...text, ...labels].join(',');
}

/**
 * Supabase's default max_rows: up to it `count: 'estimated'` is exact, above it PostgREST answers
 * the planner's estimate (docs: PostgREST, Pagination and Count, Estimated Count).
 */
export const EXACT_COUNT_LIMIT = 1000;

export type PageSummary = {
  from: number;
  to: number;
  total: number;
  /** The total is the planner's estimate, not a count (see totalText). */
  approximate: boolean;
  pageCount: number;
};

export function summarizePage(
  page: number,
  pageSize: number,
  rows: number,
  count: number | null,
): PageSummary {
  const start = (page - 1) * pageSize;
  const from = rows > 0 ? start + 1 : 0;
  const to = start + rows;
  // A page that is not full is the last one: its end is the exact total, whatever was estimated.
  const lastPage = rows < pageSize && (rows > 0 || page === 1);
  const total = lastPage ? to : Math.max(count ?? to, to);
  const approximate = !lastPage && (count === null || count > EXACT_COUNT_LIMIT);
  // An estimate may fall short of the rows there are: a full page always offers the next one.
  const pageCount = Math.max(
    Math.ceil(total / pageSize),
    approximate && rows === pageSize ? page + 1 : 1,
  );
  return { from, to, total, approximate, pageCount };
}

const numberFormat = new Intl.NumberFormat('sv-SE');

/**
 * "1 234", or for an estimate only what is certain: "fler än 1 000". The planner's number is no
 * honest total here: row-level security's `own rows or admin` condition makes it guess about
 * half the rows an admin sees (500,051 of 1,000,001 applications in the bench).
 */
export function totalText({ total, to, approximate }: PageSummary): string {
  if (!approximate) return numberFormat.format(total);
  return `fler än ${numberFormat.format(Math.max(EXACT_COUNT_LIMIT, to))}`;
}
