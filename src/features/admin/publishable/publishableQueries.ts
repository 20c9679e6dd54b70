// Queries and writes shared by the job and banner admin pages (spec §7: list, create, update,
// publish, delete), each write followed by the spec's toast and a refetch of the list's page.
import type { PostgrestError } from '@supabase/supabase-js';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { PUBLIC_BANNER_COLUMNS, PUBLIC_JOB_COLUMNS } from '@/lib/publicColumns';
import { type AppSupabaseClient, getSupabase } from '@/lib/supabase';
import { formatDate } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { ADMIN_QUERY_DEFAULTS } from '../queryDefaults';
import { type ListQuery, type ListSource, listReader, withRelated } from '../table/serverList';
import type { SearchSpec } from '../table/tableModel';
import type { ContentTexts } from '../texts';

export type PublishableTable = 'jobs' | 'banners';
type Tables = Database['public']['Tables'];
/** What the admin pages show and edit: every column but created_by (set by the database). */
export type PublishableRow<T extends PublishableTable> = Omit<Tables[T]['Row'], 'created_by'>;
export type PublishableInsert<T extends PublishableTable> = Omit<Tables[T]['Insert'], 'created_by'>;
export type PageData<Row> = (page: ListSource<Row>['page']) => ListSource<Row>['page'];

type AdminFields = { id: string } & Record<string, unknown>;

/**
 * Per table: the columns everyone may read, and the admin-only ones (employer_email, price),
 * which only an admin's call of the table's *_admin_fields function returns (column privileges).
 */
const READS = {
  jobs: {
    columns: PUBLIC_JOB_COLUMNS,
    adminFields: (supabase: AppSupabaseClient, ids: string[]) =>
      supabase.rpc('job_admin_fields', { job_ids: ids }),
  },
  banners: {
    columns: PUBLIC_BANNER_COLUMNS,
    adminFields: (supabase: AppSupabaseClient, ids: string[]) =>
      supabase.rpc('banner_admin_fields', { banner_ids: ids }),
  },
} satisfies Record<PublishableTable, unknown>;

/** A subset of the list chosen on the page (e.g. only expired jobs), applied on the server. */
export type ListNarrowing = {
  /** Names the subset in the query key. */
  key: string;
  apply: (query: ListQuery<{ id: string }>) => ListQuery<{ id: string }>;
};

/** The admin list of jobs or banners, a page at a time (newest first unless sorted). */
export function publishableListSource<T extends PublishableTable>(
  table: T,
  search: SearchSpec,
  narrowing?: ListNarrowing,
  /** Adds related data to each page's rows (e.g. the jobs' application counts). */
  withPageData: PageData<PublishableRow<T>> = (page) => page,
): ListSource<PublishableRow<T>> {
  const { columns, adminFields } = READS[table];
  type PublicRow = { id: string };
  const reader = listReader<PublicRow>((supabase, count) => {
    // supabase-js cannot narrow the row type through the generic table name.
    const query = supabase
      .from(table)
      .select(columns, { count }) as unknown as ListQuery<PublicRow>;
    return narrowing ? narrowing.apply(query) : query;
  }, search);
  return {
    queryKey: ['admin', table, ...(narrowing ? [narrowing.key] : [])],
    rowKey: (row) => row.id,
    page: withPageData(
      withRelated(
        reader.page,
        (supabase, rows) =>
          adminFields(
            supabase,
            rows.map((row) => row.id),
          ) as unknown as PromiseLike<{ data: AdminFields[] | null; error: null }>,
        (rows, fields) => {
          const byId = new Map(fields.map((field) => [field.id, field]));
          return rows.map((row) => ({ ...row, ...byId.get(row.id) }) as PublishableRow<T>);
        },
      ),
    ),
  };
}

/** One row with its admin-only columns, as the list shows it (e.g. a job to edit, by its address). */
export const publishableRowQueryOptions = <T extends PublishableTable>(table: T, id: string) =>
  queryOptions({
    queryKey: ['admin', table, 'row', id],
    queryFn: async (): Promise<PublishableRow<T>> => {
      const supabase = await getSupabase();
      const { columns, adminFields } = READS[table];
      const [row, fields] = await Promise.all([
        // supabase-js cannot narrow the row type through the generic table name.
        supabase
          .from(table)
          .select(columns)
          .eq('id' as never, id)
          .maybeSingle() as unknown as Promise<{
          data: Record<string, unknown> | null;
          error: PostgrestError | null;
        }>,
        adminFields(supabase, [id]),
      ]);
      if (row.error) throw row.error;
      if (fields.error) throw fields.error;
      if (!row.data) throw new Error('Posten hittades inte.');
      return { ...row.data, ...fields.data[0] } as PublishableRow<T>;
    },
    ...ADMIN_QUERY_DEFAULTS,
  });

/** Runs one write on a row; `.select().single()` makes a row that RLS hides an error, not a no-op. */
function checked<R>(result: { data: R | null; error: unknown }): R {
  if (result.error) throw result.error;
  if (result.data === null) throw new Error('Posten hittades inte.');
  return result.data;
}

export function usePublishableMutations<T extends PublishableTable>(table: T, texts: ContentTexts) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', table] });
  // The generic table name defeats supabase-js's per-table overloads; the row types above are exact.
  const from = async () => (await getSupabase()).from(table as 'jobs');
  type Values = PublishableInsert<'jobs'>;

  // Writes answer with the id only: the admin-only columns cannot be read back (column
  // privileges), and the list refetches the page anyway.
  const create = useMutation({
    mutationFn: async (values: PublishableInsert<T>): Promise<{ id: string }> =>
      checked(
        await (await from())
          .insert(values as Values)
          .select('id')
          .single(),
      ),
    onSuccess: () => notifySuccess(texts.created),
    onError: (error) => notifyError(texts.createError, error),
    onSettled: refresh,
  });

  const update = useMutation({
    mutationFn: async ({ id, values }: { id: string; values: PublishableInsert<T> }) =>
      checked(
        await (await from())
          .update(values as Values)
          .eq('id', id)
          .select('id')
          .single(),
      ),
    onSuccess: () => notifySuccess(texts.updated),
    onError: (error) => notifyError(texts.updateError, error),
    onSettled: refresh,
  });

  // A new end for the paid period; the toast says the end the database stored, which a job's
  // last day to apply may hold earlier than asked (check_job_terms).
  const extend = useMutation({
    mutationFn: async ({
      id,
      expiresAt,
    }: {
      id: string;
      expiresAt: string;
    }): Promise<{ expires_at: string | null }> =>
      checked(
        await (await from())
          .update({ expires_at: expiresAt })
          .eq('id', id)
          .select('id, expires_at')
          .single(),
      ),
    onSuccess: (stored, { expiresAt }) => {
      const end = formatDate(stored.expires_at);
      const held =
        stored.expires_at !== null && Date.parse(stored.expires_at) < Date.parse(expiresAt);
      notifySuccess(
        texts.updated,
        held
          ? `Annonsen slutar ${end}, sista ansökningsdagen: ändra den för att förlänga mer.`
          : `Annonsen slutar nu ${end}.`,
      );
    },
    onError: (error) => notifyError(texts.updateError, error),
    onSettled: refresh,
  });

  const publish = useMutation({
    mutationFn: async (id: string) =>
      checked(
        await (await from()).update({ status: 'published' }).eq('id', id).select('id').single(),
      ),
    onSuccess: () => notifySuccess(texts.published),
    onError: (error) => notifyError(texts.publishError, error),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: async (id: string) =>
      checked(await (await from()).delete().eq('id', id).select('id').single()),
    onSuccess: () => notifySuccess(texts.deleted),
    onError: (error) => notifyError(texts.deleteError, error),
    onSettled: refresh,
  });

  return { create, update, extend, publish, remove };
}
