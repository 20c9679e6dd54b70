// Where an imported job is published (job_origins): each source's name, original ad and apply
// URL, the job's own source first, then those of its hidden copies. Kept in the persisted query
// cache, so a job page seen online names its sources offline too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicReads } from '@/lib/publicReads';
import type { Job } from '../jobTypes';

export interface JobOrigin {
  source_name: string;
  original_url: string | null;
  apply_url: string | null;
}

export const jobOriginsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs', 'origins', jobId],
    queryFn: async (): Promise<JobOrigin[]> => {
      const { data, error } = await publicReads.rpc<JobOrigin>('job_origins', {
        job_ids: `{${jobId}}`,
      });
      if (error) throw error;
      return data;
    },
    staleTime: 5 * 60_000,
  });

/** The job's sources: none for the provider's own ad, the row's own link until they are read. */
export function useJobOrigins(job: Job): JobOrigin[] {
  const { data } = useQuery({ ...jobOriginsQueryOptions(job.id), enabled: !!job.source_id });
  if (!job.source_id) return [];
  if (data && data.length > 0) return data;
  // Not read yet, or offline before it ever was: the original ad's site names it.
  return [
    {
      source_name: hostOf(job.original_url ?? job.apply_url),
      original_url: job.original_url,
      apply_url: job.apply_url,
    },
  ];
}

function hostOf(url: string | null): string {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : 'en annan jobbsajt';
  } catch {
    return 'en annan jobbsajt';
  }
}
