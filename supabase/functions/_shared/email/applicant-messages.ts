// The Swedish e-mails to the applicant: a receipt when the application is stored and a message
// when an admin changes its status. Addressed to the account's e-mail (compose.ts).
import { swedishDate } from '../schemas/application.ts';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '../schemas/application-status.ts';
import { type EmailContent, renderEmail } from './layout.ts';
import type { ProviderSettings } from './messages.ts';
import { headerText } from './safe-text.ts';

/** The application as stored, with the job's title and employer as they were when applied. */
export interface ApplicantCopy {
  job_id: string;
  applicant_name: string;
  job_title: string;
  employer_name: string;
  cover_letter: string;
  created_at: string;
}

const MY_APPLICATIONS = 'Mina ansökningar';

/** The way back from the e-mail: the ad applied to and the applicant's list (absolute links). */
const applicantLinks = (application: ApplicantCopy, siteUrl: string): [string, string][] => [
  ['Annonsen', `${siteUrl}/jobs/${encodeURIComponent(application.job_id)}`],
  [MY_APPLICATIONS, `${siteUrl}/applications`],
];

const STATUS_EXPLANATIONS: Record<ApplicationStatus, string> = {
  pending: 'Ansökan väntar på att granskas.',
  reviewed: 'Din ansökan har granskats.',
  accepted: 'Arbetsgivaren vill gå vidare med din ansökan och hör av sig till dig.',
  rejected: 'Tack för ditt intresse. Den här gången går arbetsgivaren vidare med andra sökande.',
  withdrawn: 'Du har återkallat ansökan.',
};

export function applicationReceiptEmail(
  application: ApplicantCopy,
  settings: ProviderSettings,
  siteUrl: string,
): EmailContent {
  return renderEmail({
    subject: headerText(`Vi har tagit emot din ansökan: ${application.job_title}`),
    intro:
      `Hej ${application.applicant_name}!\n\nTack för din ansökan till ${application.job_title} ` +
      `hos ${application.employer_name}. Den har skickats till arbetsgivaren.`,
    fields: [
      ['Tjänst', application.job_title],
      ['Arbetsgivare', application.employer_name],
      ['Skickad', swedishDate(application.created_at)],
    ],
    blockTitle: 'Ditt personliga brev',
    block: application.cover_letter,
    outro:
      `Du följer ansökan under ${MY_APPLICATIONS} på ${settings.provider_name}. ` +
      'Där kan du också återkalla den.',
    links: applicantLinks(application, siteUrl),
    signature: settings.email_signature,
  });
}

export function applicationStatusEmail(
  application: ApplicantCopy,
  status: ApplicationStatus,
  settings: ProviderSettings,
  siteUrl: string,
): EmailContent {
  const label = APPLICATION_STATUS_LABELS[status];
  return renderEmail({
    subject: headerText(`Ny status för din ansökan: ${application.job_title} (${label})`),
    intro:
      `Hej ${application.applicant_name}!\n\nStatus för din ansökan till ${application.job_title} ` +
      `hos ${application.employer_name} är nu: ${label}.\n\n${STATUS_EXPLANATIONS[status]}`,
    fields: [
      ['Tjänst', application.job_title],
      ['Arbetsgivare', application.employer_name],
      ['Skickad', swedishDate(application.created_at)],
      ['Status', label],
    ],
    blockTitle: 'Ditt personliga brev',
    block: application.cover_letter,
    outro: `Du ser alla dina ansökningar under ${MY_APPLICATIONS} på ${settings.provider_name}.`,
    links: applicantLinks(application, siteUrl),
    signature: settings.email_signature,
  });
}
