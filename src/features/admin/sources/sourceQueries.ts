// The job sources (job_sources, admins only by RLS) and the admin's requests to import-jobs:
// a test fetch, adding a source, running one now. Pausing is a plain update RLS allows admins.
import type { JobSourceInput, JobSourceRequest } from '@shared/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { notifyError, notifySuccess } from '../notify';
import { ADMIN_QUERY_DEFAULTS } from '../queryDefaults';

type SourceRow = Database['public']['Tables']['job_sources']['Row'];

/** What a run left on its source (_server/import/run.ts RunRecord). */
export interface LastRun {
  started_at: string;
  finished_at: string;
  ok: boolean;
  fetched?: number;
  kept?: number;
  added: number;
  updated: number;
  removed: number;
  skipped: number;
  filtered: number;
  errors: { item: string; reason: string }[];
}

export type JobSource = Pick<SourceRow, 'id' | 'name' | 'kind' | 'url' | 'enabled'> & {
  last_run: LastRun | null;
};

export interface Preview {
  ads: number;
  doctorJobs: number;
  summary: string;
  titles: string[];
  errors: { item: string; reason: string }[];
}

const SOURCES_KEY = ['admin', 'job-sources'] as const;

export const jobSourcesQueryOptions = () =>
  queryOptions({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: SOURCES_KEY,
    queryFn: async (): Promise<JobSource[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('job_sources')
        .select('id, name, kind, url, enabled, last_run')
        .order('name');
      if (error) throw error;
      return data as JobSource[];
    },
  });

/** The function's Swedish reason when it refused (4xx), else a general one. */
export class ImportRequestError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function askImport<Answer>(body: JobSourceRequest): Promise<Answer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<Answer>('import-jobs', { body });
  if (data && !error) return data;
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response && context.status < 500) {
    const answer = (await context.json().catch(() => ({}))) as {
      error?: string;
      fields?: Record<string, string>;
    };
    throw new ImportRequestError(answer.error ?? 'Förfrågan avvisades.', answer.fields);
  }
  throw new ImportRequestError('Källan kunde inte nås just nu. Försök igen om en stund.');
}

export const previewSource = (probe: Pick<JobSourceInput, 'kind' | 'url' | 'country'>) =>
  askImport<{ preview: Preview }>({ action: 'preview', ...probe }).then(({ preview }) => preview);

export function useAddSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: JobSourceInput) => askImport<{ id: string }>({ action: 'add', ...source }),
    onSuccess: () => notifySuccess('Källan har lagts till'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SOURCES_KEY }),
  });
}

export function useRunSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: JobSource) =>
      askImport<{ summary: LastRun }>({ action: 'run', source_id: source.id }),
    onSuccess: ({ summary }, source) =>
      summary.ok
        ? notifySuccess(`${source.name} har körts`, runLine(summary))
        : notifyError(`${source.name} kunde inte läsas`, new Error(summary.errors[0]?.reason)),
    onError: (error) => notifyError('Körningen misslyckades', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SOURCES_KEY }),
  });
}

export function usePauseSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ source, enabled }: { source: JobSource; enabled: boolean }) => {
      const supabase = await getSupabase();
      const { error } = await supabase.from('job_sources').update({ enabled }).eq('id', source.id);
      if (error) throw error;
    },
    onError: (error) => notifyError('Källan kunde inte ändras', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SOURCES_KEY }),
  });
}

/** "38 hämtade, 12 läkarjobb, 3 nya, 0 ändrade, 1 borttagna": a run in one line. */
export function runLine(run: LastRun): string {
  // A record from before fetched and kept were counted says so with a dash.
  return [
    `${run.fetched ?? '–'} hämtade`,
    `${run.kept ?? '–'} läkarjobb`,
    `${run.added} nya`,
    `${run.updated} ändrade`,
    `${run.removed} borttagna`,
  ].join(', ');
}
