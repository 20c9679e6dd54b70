// The recruiter's desk's e-mails from the stored records: a shortlist's link to the employer, an
// employer's answer to the provider, and an interview's messages to the doctor or the employer
// (with the .ics for a confirmation or a cancellation). Recipients come from the database only.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type InterviewDetails,
  interviewCancelledEmail,
  interviewConfirmedEmail,
  interviewProposedEmail,
  interviewReminderEmail,
  shortlistAnswerEmail,
  shortlistEmail,
} from '../_shared/email/desk-messages.ts';
import { interviewCalendar } from '../_shared/email/ics.ts';
import type { ProviderSettings } from '../_shared/email/messages.ts';
import type { ShortlistAnswer } from '../_shared/schemas/index.ts';
import { siteUrl } from './settings.ts';
import type { OutgoingMessage } from './transport.ts';

export type DeskEmailKind =
  | 'shortlist'
  | 'shortlist-answer'
  | 'interview-proposed'
  | 'interview-confirmed'
  | 'interview-reminder'
  | 'interview-cancelled';

export interface DeskEmailRow {
  kind: DeskEmailKind;
  shortlist_id: string | null;
  interview_id: string | null;
  job_application_id: string | null;
  audience: 'applicant' | 'employer' | null;
}

type Settings = ProviderSettings & { contact_email: string };
type Content = Omit<OutgoingMessage, 'id' | 'from' | 'replyTo'>;

async function one<T>(query: PromiseLike<{ data: T | null; error: { message: string } | null }>) {
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return data;
}

async function job(db: SupabaseClient, jobId: string) {
  return one<{ title: string; employer_name: string; employer_email: string | null }>(
    db.from('jobs').select('title, employer_name, employer_email').eq('id', jobId).maybeSingle(),
  );
}

/** The message, or null when its records are gone (the caller gives the e-mail up). */
export async function composeDeskEmail(
  db: SupabaseClient,
  row: DeskEmailRow,
  settings: Settings,
  recipients: string[],
): Promise<Content | null> {
  if (row.kind === 'shortlist' || row.kind === 'shortlist-answer') {
    const list = await one<{
      job_id: string;
      recipient_email: string;
      message: string | null;
      expires_at: string;
      token: string | null;
    }>(
      db
        .from('shortlists')
        .select('job_id, recipient_email, message, expires_at, token')
        .eq('id', row.shortlist_id)
        .maybeSingle(),
    );
    const listJob = list && (await job(db, list.job_id));
    if (!list || !listJob) return null;
    if (row.kind === 'shortlist') {
      // The token is kept only until this e-mail is sent (then only its hash is).
      if (!list.token) return null;
      const { count } = await db
        .from('shortlist_candidates')
        .select('application_id', { count: 'exact', head: true })
        .eq('shortlist_id', row.shortlist_id);
      return {
        to: [list.recipient_email],
        ...shortlistEmail(
          { message: list.message, expires_at: list.expires_at, candidates: count ?? 0 },
          listJob,
          `${siteUrl()}/kortlista/${list.token}`,
          settings,
        ),
      };
    }
    const answer = await one<{ answer: ShortlistAnswer; comment: string | null }>(
      db
        .from('shortlist_candidates')
        .select('answer, comment')
        .eq('shortlist_id', row.shortlist_id)
        .eq('application_id', row.job_application_id)
        .maybeSingle(),
    );
    const application = await one<{ applicant_name: string }>(
      db
        .from('job_applications')
        .select('applicant_name')
        .eq('id', row.job_application_id)
        .maybeSingle(),
    );
    if (!answer?.answer || !application) return null;
    return {
      to: recipients,
      ...shortlistAnswerEmail(
        { ...answer, applicant_name: application.applicant_name, answer: answer.answer },
        listJob,
        `${siteUrl()}/admin/applications/${row.job_application_id}`,
        settings,
      ),
    };
  }
  return composeInterviewEmail(db, row, settings, recipients);
}

async function composeInterviewEmail(
  db: SupabaseClient,
  row: DeskEmailRow,
  settings: Settings,
  recipients: string[],
): Promise<Content | null> {
  const interview = await one<{
    id: string;
    application_id: string;
    location: string;
    duration_minutes: number;
    starts_at: string | null;
  }>(
    db
      .from('interviews')
      .select('id, application_id, location, duration_minutes, starts_at')
      .eq('id', row.interview_id)
      .maybeSingle(),
  );
  if (!interview) return null;
  const application = await one<{
    applicant_id: string;
    applicant_name: string;
    applicant_email: string;
    job_id: string;
    job_title: string;
    employer_name: string;
  }>(
    db
      .from('job_applications')
      .select('applicant_id, applicant_name, applicant_email, job_id, job_title, employer_name')
      .eq('id', interview.application_id)
      .maybeSingle(),
  );
  const interviewJob = application && (await job(db, application.job_id));
  if (!application || !interviewJob) return null;
  const profile = await one<{ email: string }>(
    db
      .from('job_seeker_profiles')
      .select('email')
      .eq('user_id', application.applicant_id)
      .maybeSingle(),
  );
  const doctor = {
    name: application.applicant_name,
    email: profile?.email || application.applicant_email,
  };
  const employerTo = interviewJob.employer_email ? [interviewJob.employer_email] : recipients;
  const to = row.audience === 'employer' ? employerTo : [doctor.email];
  const details: InterviewDetails = { ...application, ...interview };

  if (row.kind === 'interview-proposed') {
    const { data: slots, error } = await db
      .from('interview_slots')
      .select('starts_at')
      .eq('interview_id', interview.id)
      .order('starts_at');
    if (error) throw new Error(error.message);
    return {
      to,
      ...interviewProposedEmail(
        details,
        (slots ?? []).map((slot) => slot.starts_at as string),
        `${siteUrl()}/applications`,
        settings,
      ),
    };
  }
  if (!interview.starts_at) return null;
  if (row.kind === 'interview-reminder')
    return { to, ...interviewReminderEmail(details, settings) };
  const cancelled = row.kind === 'interview-cancelled';
  const calendar = interviewCalendar({
    uid: `${interview.id}@lakarjobbnorden.se`,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    startsAt: new Date(interview.starts_at),
    durationMinutes: interview.duration_minutes,
    summary: `Intervju: ${application.job_title} (${application.employer_name})`,
    location: interview.location,
    description: `Intervju med ${application.applicant_name} om ${application.job_title} hos ${application.employer_name}. Bokad via ${settings.provider_name}.`,
    organizer: { name: settings.provider_name, email: settings.contact_email },
    attendees: [doctor, ...employerTo.map((email) => ({ name: application.employer_name, email }))],
  });
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  return {
    to,
    ...(cancelled
      ? interviewCancelledEmail(details, settings)
      : interviewConfirmedEmail(details, settings)),
    attachments: [
      {
        filename: 'intervju.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: calendar,
      },
    ],
  };
}
