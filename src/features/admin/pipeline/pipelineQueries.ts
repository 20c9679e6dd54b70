// The recruiter's desk: a job's applications by stage, one application's stage, notes, history
// and interview, moving a stage, and the job's shortlists. Everything here is admin-only in the
// database (RLS); moves, shortlists and interviews go through the database's own rules.
import type { PipelineStage } from '@shared/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notifyError } from '../notify';
import { ADMIN_QUERY_DEFAULTS } from '../queryDefaults';

/** Every query of the desk starts with this key, so one invalidation refreshes them all. */
const DESK = ['admin', 'desk'] as const;

export const jobPipelineQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...DESK, 'job', jobId],
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('application_pipeline')
        .select('application_id, stage, moved_at, job_applications!inner(applicant_name, job_id)')
        .eq('job_applications.job_id', jobId)
        .order('moved_at', { ascending: false });
      if (error) throw error;
      return data;
    },
    ...ADMIN_QUERY_DEFAULTS,
  });
export type PipelineCard = Awaited<
  ReturnType<NonNullable<ReturnType<typeof jobPipelineQueryOptions>['queryFn']>>
>[number];

export const applicationDeskQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: [...DESK, 'application', applicationId],
    queryFn: async () => {
      const supabase = await getSupabase();
      const [application, notes, activity, interviews] = await Promise.all([
        supabase
          .from('job_applications')
          .select(
            'id, job_id, job_title, employer_name, applicant_name, applicant_email, status, created_at, application_pipeline(stage)',
          )
          .eq('id', applicationId)
          .single(),
        supabase
          .from('application_notes')
          .select('id, body, created_at')
          .eq('application_id', applicationId)
          .order('created_at', { ascending: false }),
        supabase
          .from('application_activity')
          .select('id, actor_name, kind, from_stage, to_stage, detail, created_at')
          .eq('application_id', applicationId)
          .order('id', { ascending: false }),
        supabase
          .from('interviews')
          .select('id, status, location, duration_minutes, starts_at, interview_slots(starts_at)')
          .eq('application_id', applicationId)
          .neq('status', 'cancelled'),
      ]);
      if (application.error) throw application.error;
      for (const result of [notes, activity, interviews]) {
        if (result.error) throw result.error;
      }
      return {
        application: application.data,
        notes: notes.data ?? [],
        activity: activity.data ?? [],
        interview: interviews.data?.[0] ?? null,
      };
    },
    ...ADMIN_QUERY_DEFAULTS,
  });
export type ApplicationDeskData = Awaited<
  ReturnType<NonNullable<ReturnType<typeof applicationDeskQueryOptions>['queryFn']>>
>;

export const jobShortlistsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...DESK, 'shortlists', jobId],
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('shortlists')
        .select(
          'id, recipient_email, created_at, expires_at, revoked_at, shortlist_candidates(application_id, position, answer, comment, answered_at, job_applications(applicant_name, status))',
        )
        .eq('job_id', jobId)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data;
    },
    ...ADMIN_QUERY_DEFAULTS,
  });

/** A desk write: a Swedish toast on failure, and the desk's lists read again either way. */
function useDeskMutation<T>(failure: string, write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onError: (error) => notifyError(failure, error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DESK }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] }),
      ]),
  });
}

async function must<T>(query: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const useMoveStage = () =>
  useDeskMutation(
    'Ansökan kunde inte flyttas',
    async (move: { id: string; stage: PipelineStage }) =>
      must(
        (await getSupabase())
          .from('application_pipeline')
          .update({ stage: move.stage })
          .eq('application_id', move.id)
          .select('stage')
          .single(),
      ),
  );

export const useAddNote = () =>
  useDeskMutation('Anteckningen kunde inte sparas', async (note: { id: string; body: string }) =>
    must(
      (await getSupabase())
        .from('application_notes')
        .insert({ application_id: note.id, body: note.body }),
    ),
  );

export const useProposeInterview = () =>
  useDeskMutation(
    'Intervjutiderna kunde inte skickas',
    async (proposal: { id: string; times: string[]; location: string; minutes: number }) =>
      must(
        (await getSupabase()).rpc('propose_interview', {
          application: proposal.id,
          times: proposal.times,
          location: proposal.location,
          duration_minutes: proposal.minutes,
        }),
      ),
  );

export const useCancelInterview = () =>
  useDeskMutation('Intervjun kunde inte avbokas', async (interview: string) =>
    must((await getSupabase()).rpc('cancel_interview', { interview })),
  );

export const useSendShortlist = () =>
  useDeskMutation(
    'Kortlistan kunde inte skickas',
    async (list: { jobId: string; applications: string[]; recipient: string; message: string }) =>
      must(
        (await getSupabase()).rpc('send_shortlist', {
          job: list.jobId,
          applications: list.applications,
          recipient: list.recipient,
          message: list.message,
        }),
      ),
  );

export const useRevokeShortlist = () =>
  useDeskMutation('Kortlistan kunde inte återkallas', async (id: string) =>
    must(
      (await getSupabase())
        .from('shortlists')
        .update({ revoked_at: new Date().toISOString() })
        .eq('id', id)
        .select('id')
        .single(),
    ),
  );
