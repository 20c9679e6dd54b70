// Builds the message of one outgoing e-mail from the stored records it is about and the
// provider's settings; recipients always come from the server, never from a request.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type ApplicantCopy,
  applicationReceiptEmail,
  applicationStatusEmail,
} from '../_shared/email/applicant-messages.ts';
import { jobInvitationEmail, type StoredInvitation } from '../_shared/email/invitation.ts';
import {
  applicationNoticeEmail,
  applicationWithdrawnEmail,
  contactRequestCopyEmail,
  contactRequestEmail,
  type StoredApplication,
  type StoredContactRequest,
} from '../_shared/email/messages.ts';
import { formatAddress } from '../_shared/email/safe-text.ts';
import type { ApplicationStatus } from '../_shared/schemas/application-status.ts';
import { composeJobAlertDigest } from './compose-alert.ts';
import { composeDeskEmail, type DeskEmailKind } from './compose-desk.ts';
import { composeEmployerReport } from './compose-report.ts';
import { siteUrl } from './settings.ts';
import { type OutgoingMessage, senderAddress } from './transport.ts';

export interface OutgoingEmailRow {
  id: string;
  kind:
    | 'contact-request'
    | 'contact-request-copy'
    | 'application-notice'
    | 'application-receipt'
    | 'application-status'
    | 'application-withdrawn'
    | 'job-alert'
    | 'employer-report'
    | 'job-invitation'
    | DeskEmailKind;
  contact_request_id: string | null;
  job_application_id: string | null;
  job_alert_id: string | null;
  job_invitation_id: string | null;
  /** application-status: the status the message tells about. */
  application_status: ApplicationStatus | null;
  shortlist_id: string | null;
  interview_id: string | null;
  /** An interview's messages: to the doctor or to the employer. */
  audience: 'applicant' | 'employer' | null;
  attempts: number;
}

/** The source record is gone (deleted): the e-mail can never be sent. */
export class SourceMissingError extends Error {}

async function one<T>(query: PromiseLike<{ data: T | null; error: { message: string } | null }>) {
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return data;
}

async function providerSettings(db: SupabaseClient) {
  const settings = await one<{
    provider_name: string;
    contact_email: string;
    email_signature: string;
  }>(
    db
      .from('settings')
      .select('provider_name, contact_email, email_signature')
      .eq('id', 1)
      .single(),
  );
  const inbox = await one<{ notification_recipients: string[] }>(
    db.from('private_settings').select('notification_recipients').eq('id', 1).single(),
  );
  if (!settings || !inbox) throw new Error('The settings rows are missing');
  return { settings, recipients: inbox.notification_recipients };
}

export async function composeEmail(
  db: SupabaseClient,
  row: OutgoingEmailRow,
): Promise<OutgoingMessage> {
  const { settings, recipients } = await providerSettings(db);
  const from = formatAddress(settings.provider_name, senderAddress(settings.contact_email));

  if (row.kind === 'job-alert') {
    const digest = await composeJobAlertDigest(db, row.id, settings);
    if (!digest) throw new SourceMissingError('The alert or all of its jobs no longer exist');
    return { id: row.id, from, ...digest };
  }

  if (row.kind === 'employer-report') {
    const report = await composeEmployerReport(db, row.id, settings);
    if (!report) throw new SourceMissingError('The report delivery or its link is gone');
    return { id: row.id, from, ...report };
  }

  if (row.kind === 'job-invitation') {
    const { to, invitation } = await invitedCandidate(db, row.job_invitation_id);
    const replyTo = formatAddress(settings.provider_name, settings.contact_email);
    return {
      id: row.id,
      from,
      to: [to],
      replyTo,
      ...jobInvitationEmail(invitation, settings, siteUrl()),
    };
  }

  if (row.kind.startsWith('shortlist') || row.kind.startsWith('interview')) {
    const content = await composeDeskEmail(
      db,
      { ...row, kind: row.kind as DeskEmailKind },
      settings,
      recipients,
    );
    if (!content) throw new SourceMissingError('The shortlist or interview is gone');
    const replyTo = formatAddress(settings.provider_name, settings.contact_email);
    return { id: row.id, from, replyTo, ...content };
  }

  if (row.kind === 'contact-request' || row.kind === 'contact-request-copy') {
    const request = await one<StoredContactRequest>(
      db
        .from('contact_requests')
        .select('type, company_name, contact_name, email, phone, message, details')
        .eq('id', row.contact_request_id)
        .maybeSingle(),
    );
    if (!request) throw new SourceMissingError('The contact request no longer exists');
    if (row.kind === 'contact-request-copy') {
      return {
        id: row.id,
        from,
        to: [request.email],
        replyTo: formatAddress(settings.provider_name, settings.contact_email),
        ...contactRequestCopyEmail(request, settings),
      };
    }
    return {
      id: row.id,
      from,
      to: recipients,
      replyTo: formatAddress(request.contact_name, request.email),
      ...contactRequestEmail(request, settings),
    };
  }

  if (row.kind === 'application-receipt' || row.kind === 'application-status') {
    const { to, application } = await applicantCopy(db, row.job_application_id);
    const content =
      row.kind === 'application-receipt'
        ? applicationReceiptEmail(application, settings, siteUrl())
        : applicationStatusEmail(
            application,
            row.application_status ?? 'pending',
            settings,
            siteUrl(),
          );
    const replyTo = formatAddress(settings.provider_name, settings.contact_email);
    return { id: row.id, from, to: [to], replyTo, ...content };
  }

  const { to, application } = await employerCopy(db, row.job_application_id, recipients);
  if (row.kind === 'application-withdrawn') {
    // Questions go to the provider now, not to the applicant who withdrew.
    const replyTo = formatAddress(settings.provider_name, settings.contact_email);
    return { id: row.id, from, to, replyTo, ...applicationWithdrawnEmail(application, settings) };
  }
  // The link's token is kept only until this e-mail has gone out (then only its hash is).
  const share = await one<{ token: string | null }>(
    db
      .from('application_shares')
      .select('token')
      .eq('application_id', row.job_application_id)
      .maybeSingle(),
  );
  // A link sent again (the admin's "Skicka länken igen") says that the earlier one has stopped.
  const replaced = await db
    .from('application_shares_replaced')
    .select('token_hash', { count: 'exact', head: true })
    .eq('application_id', row.job_application_id);
  if (replaced.error) throw new Error(replaced.error.message);
  return {
    id: row.id,
    from,
    to,
    replyTo: formatAddress(application.applicant_name, application.applicant_email),
    ...applicationNoticeEmail(
      application,
      settings,
      share?.token ? `${siteUrl()}/ansokan/${share.token}` : undefined,
      (replaced.count ?? 0) > 0,
    ),
  };
}

/**
 * An application as the employer is told of it, and where to: the job's employer e-mail, else the
 * provider's notification recipients.
 */
async function employerCopy(
  db: SupabaseClient,
  applicationId: string | null,
  recipients: string[],
): Promise<{ to: string[]; application: StoredApplication }> {
  const application = await one<Omit<StoredApplication, 'job'> & { job_id: string }>(
    db
      .from('job_applications')
      .select(
        'job_id, applicant_name, applicant_email, applicant_phone, cover_letter, chosen_periods',
      )
      .eq('id', applicationId)
      .maybeSingle(),
  );
  if (!application) throw new SourceMissingError('The application no longer exists');
  const job = await one<StoredApplication['job'] & { employer_email: string | null }>(
    db
      .from('jobs')
      .select('title, employer_name, location, employer_email')
      .eq('id', application.job_id)
      .maybeSingle(),
  );
  if (!job) throw new SourceMissingError('The job no longer exists');
  return {
    to: job.employer_email ? [job.employer_email] : recipients,
    application: { ...application, job },
  };
}

/**
 * The applicant's copy of an application and the address to send it to: the account's e-mail,
 * which the profile row follows (a trigger on auth.users), else the one stamped on the
 * application from the account when it was stored. Never an address from a request.
 */
async function applicantCopy(
  db: SupabaseClient,
  applicationId: string | null,
): Promise<{ to: string; application: ApplicantCopy }> {
  const application = await one<ApplicantCopy & { applicant_id: string; applicant_email: string }>(
    db
      .from('job_applications')
      .select(
        'applicant_id, job_id, applicant_name, applicant_email, job_title, employer_name, cover_letter, created_at',
      )
      .eq('id', applicationId)
      .maybeSingle(),
  );
  if (!application) throw new SourceMissingError('The application no longer exists');
  const profile = await one<{ email: string }>(
    db
      .from('job_seeker_profiles')
      .select('email')
      .eq('user_id', application.applicant_id)
      .maybeSingle(),
  );
  return { to: profile?.email || application.applicant_email, application };
}

/** The invited doctor's address (the account's, which the profile row follows) and the job. */
async function invitedCandidate(
  db: SupabaseClient,
  invitationId: string | null,
): Promise<{ to: string; invitation: StoredInvitation }> {
  const invitation = await one<{ job_id: string; candidate_id: string }>(
    db.from('job_invitations').select('job_id, candidate_id').eq('id', invitationId).maybeSingle(),
  );
  if (!invitation) throw new SourceMissingError('The invitation no longer exists');
  const [profile, job] = await Promise.all([
    one<{ email: string; full_name: string }>(
      db
        .from('job_seeker_profiles')
        .select('email, full_name')
        .eq('user_id', invitation.candidate_id)
        .maybeSingle(),
    ),
    one<StoredInvitation['job']>(
      db
        .from('jobs')
        .select('title, employer_name, location')
        .eq('id', invitation.job_id)
        .maybeSingle(),
    ),
  ]);
  if (!profile?.email || !job) throw new SourceMissingError('The doctor or the job is gone');
  return {
    to: profile.email,
    invitation: { job_id: invitation.job_id, candidate_name: profile.full_name, job },
  };
}
