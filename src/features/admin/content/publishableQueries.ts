// Queries and writes shared by the job and banner admin pages (spec §7: list, create, update,
// publish, delete), each write followed by the spec's toast and a refetch of the list's page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { notifyError, notifySuccess } from '../notify';
import { type ListQuery, type ListSource, listReader } from '../table/serverList';
import type { SearchSpec } from '../table/tableModel';
import type { ContentTexts } from '../texts';

export type PublishableTable = 'jobs' | 'banners';
type Tables = Database['public']['Tables'];
export type PublishableRow<T extends PublishableTable> = Tables[T]['Row'];
export type PublishableInsert<T extends PublishableTable> = Tables[T]['Insert'];
export type PageData<Row> = (page: ListSource<Row>['page']) => ListSource<Row>['page'];

/** The admin list of jobs or banners, a page at a time (newest first unless sorted). */
export function publishableListSource<T extends PublishableTable>(
  table: T,
  search: SearchSpec,
  /** Adds related data to each page's rows (e.g. the jobs' application counts). */
  withPageData: PageData<PublishableRow<T>> = (page) => page,
): ListSource<PublishableRow<T>> {
  const reader = listReader<PublishableRow<T>>(
    (supabase, count) =>
      // supabase-js cannot narrow the row type through the generic table name.
      supabase.from(table).select('*', { count }) as unknown as ListQuery<PublishableRow<T>>,
    search,
  );
  return { queryKey: ['admin', table], page: withPageData(reader.page), rowKey: (row) => row.id };
}

async function currentUserId(): Promise<string> {
  const { data } = await (await getSupabase()).auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new Error('Du är inte inloggad. Logga in igen.');
  return id;
}

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
  type Values = Omit<PublishableInsert<'jobs'>, 'created_by'>;

  const create = useMutation({
    mutationFn: async (values: Omit<PublishableInsert<T>, 'created_by'>) => {
      const created_by = await currentUserId();
      return checked(
        await (await from())
          .insert({ ...(values as Values), created_by })
          .select()
          .single(),
      );
    },
    onSuccess: () => notifySuccess(texts.created),
    onError: (error) => notifyError(texts.createError, error),
    onSettled: refresh,
  });

  const update = useMutation({
    mutationFn: async ({
      id,
      values,
    }: {
      id: string;
      values: Omit<PublishableInsert<T>, 'created_by'>;
    }) =>
      checked(
        await (await from())
          .update(values as Values)
          .eq('id', id)
          .select()
          .single(),
      ),
    onSuccess: () => notifySuccess(texts.updated),
    onError: (error) => notifyError(texts.updateError, error),
    onSettled: refresh,
  });

  const publish = useMutation({
    mutationFn: async (id: string) =>
      checked(
        await (await from())
          .update({ status: 'published', published_at: new Date().toISOString() })
          .eq('id', id)
          .select()
          .single(),
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

  return { create, update, publish, remove };
}
