// A bevakning (saved search with e-mail alerts): the form's fields, shared by the app and the
// database's rules (name 1–100 characters, the three frequencies of public.job_alert_frequency).
import * as v from 'valibot';
import { choice, line } from './form-fields.ts';

export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  daily: 'Varje dag',
  weekly: 'Varje vecka',
  off: 'Aldrig (bara sparad sökning)',
};

export const JOB_ALERT_NAME_MAX = 100;
/** The database refuses more (trigger job_alerts_limit). */
export const JOB_ALERTS_PER_USER = 20;

export const jobAlertSchema = v.object({
  name: line(1, 'Ge bevakningen ett namn', JOB_ALERT_NAME_MAX),
  frequency: choice(JOB_ALERT_FREQUENCIES, 'Välj hur ofta du vill få e-post'),
});

export type JobAlertInput = v.InferOutput<typeof jobAlertSchema>;

/** An alert's secret unsubscribe token (a uuid), as the link in its digests carries it. */
export const UNSUBSCRIBE_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
