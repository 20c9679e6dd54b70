// Reads one page of an admin list (or, for exports, every row) with the filter, order and range
// applied by PostgREST, so the browser never holds more than a page of 100,000s of rows.
import type { PostgrestError } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';
import {
  EXACT_COUNT_LIMIT,
  filterWords,
  type ListRequest,
  type RowPage,
  type SearchSpec,
  wordConditions,
} from './tableModel';

type Supabase = Awaited<ReturnType<typeof getSupabase>>;
type ListOrder = Pick<ListRequest, 'order' | 'filter'>;
type ListResult<Row> = { data: Row[] | null; error: PostgrestError | null; count: number | null };

/** Where a list's pages come from; `queryKey` is the prefix its writes invalidate. */
export type ListSource<Row> = {
  queryKey: readonly unknown[];
  page: (request: ListRequest) => Promise<RowPage<Row>>;
  rowKey: (row: Row) => string;
};

/** The part of a postgrest-js filter builder a list needs. */
export interface ListQuery<Row> extends PromiseLike<ListResult<Row>> {
  or(filters: string): ListQuery<Row>;
  eq(column: string, value: string): ListQuery<Row>;
  lte(column: string, value: string): ListQuery<Row>;
  gt(column: string, value: string): ListQuery<Row>;
  order(column: string, options: { ascending: boolean }): ListQuery<Row>;
  range(from: number, to: number): ListQuery<Row>;
}

/**
 * A fresh `select` on the list's table; `count` is asked for pages, not for exports. Synchronous
 * on purpose: a builder is a thenable, so an async function would run it while returning it.
 */
export type SelectRows<Row> = (supabase: Supabase, count?: 'estimated') => ListQuery<Row>;

/** PostgREST's answer to an offset past the (estimated) end. */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

export function listReader<Row>(select: SelectRows<Row>, search: SearchSpec) {
  /**
   * Filter words (each must match), the chosen order (newest first by default), then id in the
   * same direction so rows with equal sort values keep one order from page to page. Postgres'
   * default null placement on purpose: `created_at desc, id desc` is then exactly the order of
   * the (created_at desc, id desc) indexes, and a page reads 25 index entries, not every row.
   */
  const prepare = (query: ListQuery<Row>, request: ListOrder) => {
    let prepared = query;
    for (const word of filterWords(request.filter))
      prepared = prepared.or(wordConditions(word, search));
    const { column, ascending } = request.order ?? { column: 'created_at', ascending: false };
    return prepared.order(column, { ascending }).order('id', { ascending });
  };

  async function page(request: ListRequest): Promise<RowPage<Row>> {
    const from = (request.page - 1) * request.pageSize;
    const { data, error, count } = await prepare(
      select(await getSupabase(), 'estimated'),
      request,
    ).range(from, from + request.pageSize - 1);
    if (error?.code === RANGE_NOT_SATISFIABLE) return { rows: [], count };
    if (error) throw error;
    return { rows: data ?? [], count };
  }

  /** Every row the filter matches, in the list's order, read a server page (max rows) at a time. */
  async function every(request: ListOrder): Promise<Row[]> {
    const rows: Row[] = [];
    for (let from = 0; ; from += EXACT_COUNT_LIMIT) {
      const { data, error } = await prepare(select(await getSupabase()), request).range(
        from,
        from + EXACT_COUNT_LIMIT - 1,
      );
      if (error) throw error;
      rows.push(...(data ?? []));
      if ((data?.length ?? 0) < EXACT_COUNT_LIMIT) return rows;
    }
  }

  return { page, every };
}

type RelatedResult<Related> = { data: Related[] | null; error: PostgrestError | null };

/**
 * A page joined in the browser with rows of another table, read for that page's rows only
 * (e.g. the e-mail state of the contact requests on screen).
 */
export function withRelated<Row, Related, Shown>(
  page: ListSource<Row>['page'],
  readRelated: (supabase: Supabase, rows: Row[]) => PromiseLike<RelatedResult<Related>>,
  combine: (rows: Row[], related: Related[]) => Shown[],
): ListSource<Shown>['page'] {
  return async (request) => {
    const { rows, count } = await page(request);
    if (rows.length === 0) return { rows: [], count };
    const { data, error } = await readRelated(await getSupabase(), rows);
    if (error) throw error;
    return { rows: combine(rows, data ?? []), count };
  };
}
