// One public job by id; null when it does not exist, is a draft or has expired. Read from the local
// copy in IndexedDB (src/lib/offline/publicData.ts), so the detail page also opens offline.
import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { waitBriefly } from '@/lib/loaderWait';
import type { Job } from '../jobTypes';

const isUuid = (value: string) => v.is(v.pipe(v.string(), v.uuid()), value);

export async function fetchJob(id: string): Promise<Job | null> {
  // A malformed id can name no job; asking the server would only produce a 400.
  if (!isUuid(id)) return null;
  // Imported on first use: Dexie is then not part of the first load of pages without jobs.
  const { loadPublishedJob } = await import('@/lib/offline/publicData');
  return loadPublishedJob(id);
}

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['jobs', 'detail', id],
    queryFn: () => fetchJob(id),
    // The query reads IndexedDB, which works offline: never pause it for the network.
    networkMode: 'always',
  });

export function useJob(id: string) {
  return useSuspenseQuery(jobQueryOptions(id));
}

/**
 * A job page's loader: the job, null when there is none, or undefined while it is still on its way
 * (waitBriefly): the page then shows its skeleton until it arrives.
 */
export function loadJob(queryClient: QueryClient, id: string): Promise<Job | null | undefined> {
  return waitBriefly(queryClient.ensureQueryData(jobQueryOptions(id)));
}
