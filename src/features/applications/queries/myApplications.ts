// "Mina ansökningar": the signed-in applicant's own applications (RLS: own rows only), with the
// job's title and employer as they were when applied, the documents that went with each (issue
// 34), plus those still waiting in the outbox.
// The query cache is persisted (src/lib/queryClient.ts), so the list is readable offline.
import { WITHDRAWN } from '@shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { importAfterDexie } from '@/lib/offline/importAfterDexie';
import { getSupabase } from '@/lib/supabase';

async function fetchMyApplications(userId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('job_applications')
    .select(
      'id, job_id, job_title, employer_name, cover_letter, status, created_at, updated_at, application_documents(document_id, file_name, kind)',
    )
    .eq('applicant_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export type MyApplication = Awaited<ReturnType<typeof fetchMyApplications>>[number];

// The user id in the key lets sign-out drop the cached list (see features/auth/authSession).
export const myApplicationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['applications', userId, 'mine'],
    queryFn: () => fetchMyApplications(userId),
    staleTime: 0,
  });

export function useMyApplications(userId: string | undefined) {
  return useQuery({ ...myApplicationsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** An application the device has not yet delivered: the job it is for and when it was written. */
export type QueuedApplication = {
  id: string;
  jobId: string;
  summary: string;
  createdAt: string;
  /** delivered: the server has it, the stored list may not show it yet. */
  delivered: boolean;
};

/**
 * The user's applications waiting in the outbox; undefined while IndexedDB is read. Dexie is
 * imported after the first render, so a job page's first load does not carry it.
 */
export function useQueuedApplications(userId: string | undefined): QueuedApplication[] | undefined {
  const [queued, setQueued] = useState<QueuedApplication[] | undefined>(undefined);
  useEffect(() => {
    if (!userId) {
      setQueued([]);
      return;
    }
    let stopped = false;
    let stop = () => {};
    importAfterDexie(() => import('@/lib/offline/watchQueuedApplications')).then(
      ({ watchQueuedApplications }) => {
        if (stopped) return;
        stop = watchQueuedApplications(userId, (items) =>
          setQueued(
            items.map((item) => ({
              id: item.id,
              jobId: item.payload.job_id,
              summary: item.summary,
              createdAt: item.createdAt,
              delivered: item.state === 'delivered',
            })),
          ),
        );
      },
      console.error,
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [userId]);
  return queued;
}

/**
 * What the user has done about one job: applied (stored, or in the outbox: `delivered` once the
 * server has it, before the stored list shows it), or nothing.
 */
export type JobApplicationState =
  | { kind: 'stored'; application: MyApplication }
  | { kind: 'queued'; createdAt: string; delivered: boolean }
  | { kind: 'none' };

/** undefined while it is not known yet (no user, or the list is loading). */
export function useJobApplicationState(
  jobId: string,
  userId: string | undefined,
): JobApplicationState | undefined {
  const stored = useMyApplications(userId);
  const queued = useQueuedApplications(userId);
  // Delivered items stay in the outbox a week; one the stored list already has (even withdrawn)
  // is that row's.
  const storedIds = new Set(stored.data?.map((row) => row.id));
  const waiting = queued?.find((item) => item.jobId === jobId && !storedIds.has(item.id));
  // Sent from the outbox while the page is open: the stored list then shows it with its status.
  const deliveredUnlisted = waiting?.delivered === true;
  const { refetch } = stored;
  useEffect(() => {
    if (deliveredUnlisted) void refetch();
  }, [deliveredUnlisted, refetch]);
  if (!userId) return undefined;
  // A withdrawn application leaves the job open to a new one (the database allows one active).
  const application = stored.data?.find((row) => row.job_id === jobId && row.status !== WITHDRAWN);
  if (application) return { kind: 'stored', application };
  if (waiting) {
    return { kind: 'queued', createdAt: waiting.createdAt, delivered: waiting.delivered };
  }
  // Offline without a cached list (or a failed read), the card still offers to apply: the
  // database refuses a second application anyway.
  if (stored.data === undefined && stored.isPending && !stored.isPaused) return undefined;
  return { kind: 'none' };
}
