// The dashboard's figures: what waits for an admin (new applications, unanswered requests, jobs
// about to expire), each a count the database gives without sending a row (HEAD, exact count).
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { ADMIN_QUERY_DEFAULTS } from './queryDefaults';

export type DashboardFigures = {
  newApplications: number;
  unhandledRequests: number;
  jobsExpiringSoon: number;
};

/** "Going out soon": within a week, time enough to extend or replace the ad. */
const EXPIRING_WITHIN_DAYS = 7;

async function readFigures(): Promise<DashboardFigures> {
  const supabase = await getSupabase();
  const head = { count: 'exact', head: true } as const;
  const now = new Date();
  const soon = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * 24 * 3600 * 1000);
  const [applications, requests, jobs] = await Promise.all([
    supabase.from('job_applications').select('id', head).eq('status', 'pending'),
    supabase.from('contact_requests').select('id', head).is('handled_at', null),
    supabase
      .from('jobs')
      .select('id', head)
      .eq('status', 'published')
      .gt('expires_at', now.toISOString())
      .lte('expires_at', soon.toISOString()),
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

/** The figure each section's card shows, by the section's path. */
export function figureTexts(figures: DashboardFigures): Partial<Record<string, string>> {
  return {
    '/admin/applications': plural(figures.newApplications, 'ny ansökan', 'nya ansökningar'),
    '/admin/requests': plural(
      figures.unhandledRequests,
      'obesvarad förfrågan',
      'obesvarade förfrågningar',
    ),
    '/admin/jobs': `${figures.jobsExpiringSoon} jobb går ut inom ${EXPIRING_WITHIN_DAYS} dagar`,
  };
}
