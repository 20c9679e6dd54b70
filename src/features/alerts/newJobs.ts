// "N nya jobb" on a Bevakning: the jobs in the local copy that match its search (the
// shared search model, as the alert function matches) and were published after it was last
// e-mailed (or made), or last opened here with Visa jobben, whichever is later.
import { matchesJobSearch, parseJobSearch, type SearchableJob } from '@shared/search';
import type { JobAlert } from './queries/jobAlerts';

const SEEN_KEY = 'lakarjobb-norden-alerts-seen';

type SeenTimes = Record<string, string>;

function readSeen(): SeenTimes {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as SeenTimes) : {};
  } catch {
    return {};
  }
}

/** The doctor opened the alert's jobs: what was new is seen now. */
export function markAlertSeen(alertId: string): void {
  try {
    localStorage.setItem(
      SEEN_KEY,
      JSON.stringify({ ...readSeen(), [alertId]: new Date().toISOString() }),
    );
  } catch {
    // Storage full or blocked: the count just stays until the next e-mail.
  }
}

/** Since when a job counts as new for the alert (epoch ms). */
function newSince(alert: JobAlert): number {
  const seen = readSeen()[alert.id];
  return Math.max(
    Date.parse(alert.last_sent_at ?? alert.created_at),
    seen ? Date.parse(seen) : Number.NEGATIVE_INFINITY,
  );
}

export function countNewJobs(jobs: readonly SearchableJob[], alert: JobAlert): number {
  const since = newSince(alert);
  const search = parseJobSearch(alert.search);
  return jobs.filter(
    (job) =>
      job.published_at !== null &&
      Date.parse(job.published_at) > since &&
      matchesJobSearch(job, search),
  ).length;
}
