// When an alert may e-mail again: a daily alert at most once a day, a weekly once a week. An
// alert that found nothing new stays due, so a job published later goes out at the next run.
import type { JobAlertFrequency } from '../_shared/schemas/job-alert.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS: Record<Exclude<JobAlertFrequency, 'off'>, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};

export interface AlertTiming {
  frequency: JobAlertFrequency;
  /** When its last digest was queued (ISO), null before the first. */
  last_sent_at: string | null;
}

export function isAlertDue(alert: AlertTiming, now: Date): boolean {
  if (alert.frequency === 'off') return false;
  if (alert.last_sent_at === null) return true;
  return now.getTime() - Date.parse(alert.last_sent_at) >= PERIOD_MS[alert.frequency];
}
