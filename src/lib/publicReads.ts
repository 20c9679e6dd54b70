// Public reads (published jobs and banners, the provider's settings) as an anonymous visitor,
// straight to PostgREST with fetch and the anon key (in the URL: no preflight). A first visit's
// data then does not wait for supabase-js (~55 KB gzip) to download and start; it loads
// meanwhile, for auth and forms.
// The same rows for every visitor: public data is read as anon even by a signed-in admin, whose
// own session could see drafts. The builder speaks the subset of supabase-js's that these reads
// use, so a read looks the same either way.
import type { Database } from './database.types';
import type { ColumnsOf } from './publicColumns';
import { supabaseAnonKey as anonKey, supabaseUrl } from './supabaseConfig';

type Tables = Database['public']['Tables'];
/** As supabase-js answers: rows, or an error (never both). */
type Answer<Data> = { data: Data; error: null } | { data: null; error: PublicReadError };

export class PublicReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** supabase-js's quoting of in.() values: ones with reserved characters go in double quotes. */
const inValue = (value: string) => (/[,()]/.test(value) ? `"${value}"` : value);

class PublicQuery<Row> implements PromiseLike<Answer<Row[]>> {
  private readonly params = new URLSearchParams();

  constructor(private readonly table: string) {}

  /** Typed like supabase-js: the rows carry the listed columns only. */
  select<List extends string>(columns: List): PublicQuery<Pick<Row, ColumnsOf<List> & keyof Row>> {
    this.params.set('select', columns.replace(/\s+/g, ''));
    return this as unknown as PublicQuery<Pick<Row, ColumnsOf<List> & keyof Row>>;
  }

  eq(column: string, value: string): this {
    this.params.append(column, `eq.${value}`);
    return this;
  }

  gte(column: string, value: string): this {
    this.params.append(column, `gte.${value}`);
    return this;
  }

  in(column: string, values: readonly string[]): this {
    this.params.append(column, `in.(${values.map(inValue).join(',')})`);
    return this;
  }

  or(filters: string): this {
    this.params.append('or', `(${filters})`);
    return this;
  }

  order(column: string, { ascending = true }: { ascending?: boolean } = {}): this {
    const key = `${column}.${ascending ? 'asc' : 'desc'}`;
    const previous = this.params.get('order');
    this.params.set('order', previous ? `${previous},${key}` : key);
    return this;
  }

  range(from: number, to: number): this {
    this.params.set('offset', String(from));
    return this.limit(to - from + 1);
  }

  limit(count: number): this {
    this.params.set('limit', String(count));
    return this;
  }

  /** At most one row: null when none, an error when several. */
  async maybeSingle(): Promise<Answer<Row | null>> {
    const { data, error } = await this.run();
    if (error) return { data: null, error };
    if (data.length > 1) return { data: null, error: new PublicReadError('Fler än en rad', 406) };
    return { data: data[0] ?? null, error: null };
  }

  // biome-ignore lint/suspicious/noThenProperty: awaited as a read, like supabase-js's builders.
  then<Result1 = Answer<Row[]>, Result2 = never>(
    onfulfilled?: ((value: Answer<Row[]>) => Result1 | PromiseLike<Result1>) | null,
    onrejected?: ((reason: unknown) => Result2 | PromiseLike<Result2>) | null,
  ): PromiseLike<Result1 | Result2> {
    return this.run().then(onfulfilled, onrejected);
  }

  private run(): Promise<Answer<Row[]>> {
    return getAsAnon<Row[]>(this.table, this.params);
  }
}

/**
 * A GET as anon. The key in the URL, as Supabase's gateway accepts it, and no header of our own:
 * a plain GET needs no CORS preflight, which cost each read (each new URL) a round trip more.
 * A failed request rejects (as fetch does); an error answer comes back as `error`.
 */
async function getAsAnon<Data>(path: string, query: URLSearchParams): Promise<Answer<Data>> {
  const params = new URLSearchParams(query);
  params.set('apikey', anonKey);
  const response = await fetch(`${supabaseUrl}/rest/v1/${path}?${params}`);
  if (response.ok) return { data: (await response.json()) as Data, error: null };
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  return {
    data: null,
    error: new PublicReadError(body.message ?? response.statusText, response.status, body.code),
  };
}

export const publicReads = {
  from: <Table extends keyof Tables>(table: Table) => new PublicQuery<Tables[Table]['Row']>(table),
  /** A read-only function by GET, its arguments as query parameters (arrays as `{a,b}`). */
  rpc: <Row>(fn: keyof Database['public']['Functions'], args: Record<string, string>) =>
    getAsAnon<Row[]>(`rpc/${fn}`, new URLSearchParams(args)),
};

export type PublicReads = typeof publicReads;
