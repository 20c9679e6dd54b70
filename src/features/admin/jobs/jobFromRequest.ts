// "Skapa jobb från förfrågan": an employer's post-job-request (spec §3) as the start of a draft
// job: the employer, the message as the description, the sender as the ad's contact person and
// the asked duration, counted from today, as the last day the ad is shown.
import { DURATION_DAYS, type Duration } from '@shared/schemas/contact.ts';
import type { PublishableRow } from '../publishable/publishableQueries';
import type { JobRequest } from '../requests/requestQueries';
import { endOfLocalDay, toLocalDate } from './jobFormValues';

/** The days the request asks the ad to run; null for another duration (or none). */
function durationDays(details: JobRequest['details']): number | null {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return null;
  return DURATION_DAYS[details.duration as Duration] ?? null;
}

export function jobDraftFromRequest(
  request: JobRequest,
  today = new Date(),
): Partial<PublishableRow<'jobs'>> {
  const days = durationDays(request.details);
  const lastDay = new Date(today.getFullYear(), today.getMonth(), today.getDate() + (days ?? 0));
  return {
    status: 'draft',
    employer_name: request.company_name,
    description: request.message,
    contact_person: {
      name: request.contact_name,
      role: null,
      phone: request.phone,
      email: request.email,
    },
    expires_at: days ? endOfLocalDay(toLocalDate(lastDay.toISOString())) : null,
  };
}
