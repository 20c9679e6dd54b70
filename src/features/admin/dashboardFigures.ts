// The dashboard's figures: what waits for an admin (new applications, unanswered requests, jobs
// about to expire), each a count the database gives without sending a row (HEAD, exact count).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { ENDING_SOON_DAYS, endingSoonWindow } from './publishable/paidPeriod';
import { ADMIN_QUERY_DEFAULTS } from './queryDefaults';

export type DashboardFigures = {
  newApplications: number;
  unhandledRequests: number;
  jobsExpiringSoon: number;
};

async function readFigures(): Promise<DashboardFigures> {
  const supabase = await getSupabase();
  const head = { count: 'exact', head: true } as const;
  // The same window as the list's "går ut inom 7 dagar" filter, which the card links to.
  const soon = endingSoonWindow();
  const [applications, requests, jobs] = await Promise.all([
    supabase.from('job_applications').select('id', head).eq('status', 'pending'),
    supabase.from('contact_requests').select('id', head).is('handled_at', null),
    supabase
      .from('jobs')
      .select('id', head)
      .eq('status', 'published')
      .gt('expires_at', soon.from)
      .lte('expires_at', soon.to),
  ]);
  for (const { error } of [applications, requests, jobs]) if (error) throw error;
  return {
    newApplications: applications.count ?? 0,
    unhandledRequests: requests.count ?? 0,
    jobsExpiringSoon: jobs.count ?? 0,
  };
}

export const dashboardFiguresQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard-figures'],
    queryFn: readFigures,
    ...ADMIN_QUERY_DEFAULTS,
  });

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type Figure = {
  text: string /** The card then opens its list narrowed to what it counts. */;
  search?: { visa: 'snart' };
};

/** The figure each section's card shows, by the section's path. */
export function sectionFigures(figures: DashboardFigures): Partial<Record<string, Figure>> {
  return {
    '/admin/applications': {
      text: plural(figures.newApplications, 'ny ansökan', 'nya ansökningar'),
    },
    '/admin/requests': {
      text: plural(figures.unhandledRequests, 'obesvarad förfrågan', 'obesvarade förfrågningar'),
    },
    '/admin/jobs': {
      text: `${figures.jobsExpiringSoon} jobb går ut inom ${ENDING_SOON_DAYS} dagar`,
      search: figures.jobsExpiringSoon > 0 ? { visa: 'snart' } : undefined,
    },
  };
}
