// One employer's profile from the static directory (src/content). The directory is imported on
// first use, so its ~15 KB stay out of the app's entry chunk, which every page loads.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

export const employerProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['employers', 'profile', id],
    queryFn: async () => (await import('./searchEmployers')).findEmployerProfile(id),
    // Static content: it changes only with a new build (which clears the persisted cache).
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });

export function useEmployerProfile(id: string) {
  return useSuspenseQuery(employerProfileQueryOptions(id));
}

/** The directory's id of the employer a job names, or null: a job page's link to its profile. */
export const listedEmployerQueryOptions = (employerName: string) =>
  queryOptions({
    queryKey: ['employers', 'listed', employerName],
    queryFn: async () => (await import('./searchEmployers')).listedEmployerId(employerName),
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });
