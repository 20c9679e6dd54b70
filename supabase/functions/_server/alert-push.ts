// Bevakningar with push on: each run records the new public jobs matching each such alert, then
// sends each doctor's waiting matches as one notification ("3 nya jobb för Psykiatri i Skåne").
// Whether it may go now is the database's decision (enqueue_job_alert_push: quiet hours, at most
// one every two hours and four a day); a batch it holds waits, grows, and goes out as one later.
import { jobCountText, searchUrl } from '../_shared/email/job-alert-digest.ts';
import { type JobRow, newMatches, pages, visibleJobsSince } from './alert-run.ts';
import { deliverMessage } from './push-delivery.ts';
import { serviceClient } from './supabase.ts';

/** Jobs older than this are not pushed: a notice is for what is new. */
const FRESH_MS = 48 * 60 * 60 * 1000;
/** Job titles a notification's body names. */
const TITLES_SHOWN = 3;

interface PushAlert {
  id: string;
  user_id: string;
  name: string;
  search: Record<string, unknown>;
  created_at: string;
}

interface Match {
  alert_id: string;
  job_id: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** Where a click leads, within the app. */
  url: string;
  tag: string;
  jobId?: string;
}

type ShownJob = Pick<JobRow, 'id'> & { title: string; employer_name: string; location: string };

/** One doctor's notification of new jobs from one or more of their alerts. */
export function newJobsMessage(alerts: PushAlert[], jobs: ShownJob[]): PushMessage {
  const [first] = jobs;
  const [alert] = alerts;
  const about = alerts.length === 1 && alert ? alert.name : 'dina bevakningar';
  if (jobs.length === 1 && first) {
    return {
      title: `${jobCountText(1)} för ${about}`,
      body: `${first.title} – ${first.employer_name}, ${first.location}`,
      url: `/jobs/${first.id}?via=notis`,
      tag: 'nya-jobb',
      jobId: first.id,
    };
  }
  const named = jobs.slice(0, TITLES_SHOWN).map((job) => job.title);
  const more = jobs.length - named.length;
  return {
    title: `${jobCountText(jobs.length)} för ${about}`,
    body: more > 0 ? `${named.join(', ')} och ${more} till` : named.join(', '),
    url: alerts.length === 1 && alert ? searchUrl('', alert.search) : '/alerts',
    tag: 'nya-jobb',
  };
}

function pushAlerts(): Promise<PushAlert[]> {
  return pages<PushAlert>((from, to) =>
    serviceClient()
      .from('job_alerts')
      .select('id, user_id, name, search, created_at')
      .eq('push', true)
      .order('id')
      .range(from, to),
  );
}

async function recordMatches(alerts: PushAlert[], now: Date): Promise<number> {
  const oldest = alerts.reduce((min, a) => Math.min(min, Date.parse(a.created_at)), now.getTime());
  const since = Math.max(oldest, now.getTime() - FRESH_MS);
  const jobs = await visibleJobsSince(new Date(since).toISOString(), now);
  let matched = 0;
  for (const alert of alerts) {
    const jobIds = await newMatches(alert, jobs, 'job_alert_push_matches');
    if (jobIds.length === 0) continue;
    const { error } = await serviceClient()
      .from('job_alert_push_matches')
      .upsert(
        jobIds.map((job_id) => ({ alert_id: alert.id, job_id })),
        { onConflict: 'alert_id,job_id', ignoreDuplicates: true },
      );
    if (error) throw new Error(`recording push matches failed: ${error.message}`);
    matched += jobIds.length;
  }
  return matched;
}

async function pendingMatches(): Promise<Match[]> {
  return pages<Match>((from, to) =>
    serviceClient()
      .from('job_alert_push_matches')
      .select('alert_id, job_id')
      .is('pushed_at', null)
      .order('alert_id')
      .order('job_id')
      .range(from, to),
  );
}

/** The batch's jobs the public still sees, newest first. */
async function shownJobs(jobIds: string[], now: Date): Promise<ShownJob[]> {
  const { data, error } = await serviceClient()
    .from('jobs')
    .select('id, title, employer_name, location')
    .in('id', jobIds)
    .eq('status', 'published')
    .eq('hidden', false)
    .is('duplicate_of', null)
    .or(`expires_at.is.null,expires_at.gt.${now.toISOString()}`)
    .order('published_at', { ascending: false });
  if (error) throw new Error(`reading the batch's jobs failed: ${error.message}`);
  return (data ?? []) as ShownJob[];
}

export async function runPushAlerts(
  now = new Date(),
): Promise<{ matched: number; pushed: number }> {
  const alerts = await pushAlerts();
  if (alerts.length === 0) return { matched: 0, pushed: 0 };
  const matched = await recordMatches(alerts, now);
  const byId = new Map(alerts.map((alert) => [alert.id, alert]));
  const byUser = new Map<string, Match[]>();
  for (const match of await pendingMatches()) {
    const alert = byId.get(match.alert_id);
    // An alert whose push was turned off keeps its matches unsent.
    if (alert) byUser.set(alert.user_id, [...(byUser.get(alert.user_id) ?? []), match]);
  }
  let pushed = 0;
  for (const [userId, matches] of byUser) {
    const jobs = await shownJobs([...new Set(matches.map((m) => m.job_id))], now);
    const shown = new Set(jobs.map((job) => job.id));
    const from = [...new Set(matches.filter((m) => shown.has(m.job_id)).map((m) => m.alert_id))];
    const message =
      jobs.length > 0
        ? newJobsMessage(
            from.flatMap((id) => byId.get(id) ?? []),
            jobs,
          )
        : null;
    const { data: messageId, error } = await serviceClient().rpc('enqueue_job_alert_push', {
      target_user: userId,
      alert_ids: matches.map((m) => m.alert_id),
      job_ids: matches.map((m) => m.job_id),
      message,
    });
    if (error) {
      // Another run took part of the batch: the next run composes what is left.
      if (error.code === '40001') continue;
      throw new Error(`queuing the push failed: ${error.message}`);
    }
    if (typeof messageId !== 'string') continue;
    pushed += 1;
    // Sent now if it can be; otherwise the retry worker (process-email-queue) takes it.
    await deliverMessage(messageId).catch((reason) =>
      console.error(`[push ${messageId}] left for the retry worker:`, reason),
    );
  }
  return { matched, pushed };
}
