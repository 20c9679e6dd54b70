// One run of the Bevakningar: for every due alert, the published, unexpired jobs published after
// the alert was made that match its search (the /jobs rules, shared) and were never sent for it,
// queued as one digest. Queuing and recording the deliveries is one database transaction
// (enqueue_job_alert_digest), so a retried or overlapping run never sends a job twice.
import { PUBLIC_JOB_COLUMNS } from '../_shared/public-job.ts';
import type { JobAlertFrequency } from '../_shared/schemas/job-alert.ts';
import { filterJobs, parseJobSearch, type SearchableJob } from '../_shared/search/index.ts';
import { isAlertDue } from './alert-due.ts';
import { deliver } from './delivery.ts';
import { serviceClient } from './supabase.ts';

/** Below hosted Supabase's 1,000-row cap per answer. */
const PAGE = 1000;
/** Job ids per `in (…)` filter, so the request URL stays short. */
const IDS_PER_REQUEST = 100;

interface AlertRow {
  id: string;
  search: unknown;
  frequency: JobAlertFrequency;
  last_sent_at: string | null;
  created_at: string;
}

export type JobRow = SearchableJob & { id: string; published_at: string };

export interface AlertRunResult {
  due: number;
  queued: number;
}

export async function pages<T>(
  read: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: unknown }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await read(from, from + PAGE - 1);
    if (error) throw new Error(`reading failed: ${JSON.stringify(error)}`);
    rows.push(...(data ?? []));
    if ((data?.length ?? 0) < PAGE) return rows;
  }
}

function dueAlerts(now: Date): Promise<AlertRow[]> {
  return pages<AlertRow>((from, to) =>
    serviceClient()
      .from('job_alerts')
      .select('id, search, frequency, last_sent_at, created_at')
      .neq('frequency', 'off')
      .order('id')
      .range(from, to),
  ).then((alerts) => alerts.filter((alert) => isAlertDue(alert, now)));
}

/** Jobs the public sees now, published after `since`. */
export function visibleJobsSince(since: string, now: Date): Promise<JobRow[]> {
  return pages<JobRow>((from, to) =>
    serviceClient()
      .from('jobs')
      .select(PUBLIC_JOB_COLUMNS)
      .eq('status', 'published')
      // As the public read policy: not an ad an admin hid, nor the second copy of an imported job.
      .eq('hidden', false)
      .is('duplicate_of', null)
      .gt('published_at', since)
      .or(`expires_at.is.null,expires_at.gt.${now.toISOString()}`)
      .order('published_at')
      .order('id')
      .range(from, to),
  );
}

/** Of `jobIds`, those `record` (the e-mailed or the pushed jobs) holds for the alert. */
async function alreadySent(
  record: 'job_alert_deliveries' | 'job_alert_push_matches',
  alertId: string,
  jobIds: string[],
): Promise<Set<string>> {
  const sent = new Set<string>();
  for (let i = 0; i < jobIds.length; i += IDS_PER_REQUEST) {
    const { data, error } = await serviceClient()
      .from(record)
      .select('job_id')
      .eq('alert_id', alertId)
      .in('job_id', jobIds.slice(i, i + IDS_PER_REQUEST));
    if (error) throw new Error(`reading deliveries failed: ${error.message}`);
    for (const row of data ?? []) sent.add(row.job_id as string);
  }
  return sent;
}

/** The jobs to send for one alert now: matching, newer than the alert, never sent for it. */
export async function newMatches(
  alert: Pick<AlertRow, 'id' | 'search' | 'created_at'>,
  jobs: JobRow[],
  record: 'job_alert_deliveries' | 'job_alert_push_matches' = 'job_alert_deliveries',
): Promise<string[]> {
  const newer = jobs.filter((job) => Date.parse(job.published_at) > Date.parse(alert.created_at));
  const matching = filterJobs(newer, parseJobSearch(alert.search)).map((job) => job.id);
  if (matching.length === 0) return [];
  const sent = await alreadySent(record, alert.id, matching);
  return matching.filter((id) => !sent.has(id));
}

export async function runJobAlerts(now = new Date()): Promise<AlertRunResult> {
  const alerts = await dueAlerts(now);
  if (alerts.length === 0) return { due: 0, queued: 0 };
  const oldest = alerts.reduce(
    (min, alert) => Math.min(min, Date.parse(alert.created_at)),
    now.getTime(),
  );
  const jobs = await visibleJobsSince(new Date(oldest).toISOString(), now);
  let queued = 0;
  for (const alert of alerts) {
    const jobIds = await newMatches(alert, jobs);
    if (jobIds.length === 0) continue;
    const { data: emailId, error } = await serviceClient().rpc('enqueue_job_alert_digest', {
      target_alert: alert.id,
      job_ids: jobIds,
      seen_last_sent_at: alert.last_sent_at,
    });
    if (error) throw new Error(`queuing the digest failed: ${error.message}`);
    if (typeof emailId !== 'string') continue;
    queued += 1;
    // Sent now if it can be; otherwise the e-mail retry worker takes it from the queue.
    await deliver(emailId).catch((reason) =>
      console.error(`[job alert ${alert.id}] digest left for the retry worker:`, reason),
    );
  }
  return { due: alerts.length, queued };
}
