// The recruiter's desk's e-mails (issue 48): the shortlist link to an employer, an employer's
// answer to the provider, and an interview's proposal, confirmation, reminder and cancellation.
import {
  SHORTLIST_ANSWER_LABELS,
  type ShortlistAnswer,
  swedishDate,
  swedishDateTime,
} from '../schemas/index.ts';
import { type EmailContent, renderEmail } from './layout.ts';
import type { ProviderSettings } from './messages.ts';
import { headerText } from './safe-text.ts';

export interface ShortlistJob {
  title: string;
  employer_name: string;
}

export function shortlistEmail(
  shortlist: { message: string | null; expires_at: string; candidates: number },
  job: ShortlistJob,
  link: string,
  settings: ProviderSettings,
): EmailContent {
  const count = shortlist.candidates === 1 ? '1 kandidat' : `${shortlist.candidates} kandidater`;
  return renderEmail({
    subject: headerText(`Kandidater till ${job.title}`),
    intro:
      `Hej!\n\nVi har valt ut ${count} till ${job.title} hos ${job.employer_name}. ` +
      'Öppna länken för att se dem sida vid sida och svara "Vill träffa" eller "Inte aktuell" för var och en.',
    fields: [
      ['Tjänst', job.title],
      ['Kandidater', String(shortlist.candidates)],
      ['Länken gäller till', swedishDate(shortlist.expires_at)],
    ],
    blockTitle: 'Meddelande från rekryteraren',
    block: shortlist.message ?? '–',
    outro: 'Länken är personlig. Vidarebefordra den inte utanför er rekrytering.',
    links: [['Kortlistan', link]],
    signature: settings.email_signature,
  });
}

export function shortlistAnswerEmail(
  answer: { applicant_name: string; answer: ShortlistAnswer; comment: string | null },
  job: ShortlistJob,
  adminLink: string,
  settings: ProviderSettings,
): EmailContent {
  const said = SHORTLIST_ANSWER_LABELS[answer.answer];
  return renderEmail({
    subject: headerText(`${said}: ${answer.applicant_name} (${job.title})`),
    intro: `${job.employer_name} har svarat på kortlistan till ${job.title}.`,
    fields: [
      ['Kandidat', answer.applicant_name],
      ['Svar', said],
    ],
    blockTitle: 'Kommentar',
    block: answer.comment ?? '–',
    outro: 'Kandidaten har flyttats i rekryteringsflödet.',
    links: [['Ansökan', adminLink]],
    signature: settings.email_signature,
  });
}

export interface InterviewDetails {
  applicant_name: string;
  job_title: string;
  employer_name: string;
  location: string;
  duration_minutes: number;
  starts_at: string | null;
}

const when = (interview: InterviewDetails) =>
  interview.starts_at ? swedishDateTime(interview.starts_at) : '';

const interviewFields = (interview: InterviewDetails): [string, string][] => [
  ['Tjänst', interview.job_title],
  ['Arbetsgivare', interview.employer_name],
  ['Kandidat', interview.applicant_name],
  ['Tid', when(interview)],
  ['Längd', `${interview.duration_minutes} minuter`],
  ['Plats', interview.location],
];

export function interviewProposedEmail(
  interview: InterviewDetails,
  times: string[],
  applicationsLink: string,
  settings: ProviderSettings,
): EmailContent {
  return renderEmail({
    subject: headerText(`Välj en tid för intervju: ${interview.job_title}`),
    intro:
      `Hej ${interview.applicant_name}!\n\n${interview.employer_name} vill träffa dig för en intervju ` +
      `om ${interview.job_title}. Välj den tid som passar dig under Mina ansökningar.`,
    fields: [
      ['Tjänst', interview.job_title],
      ['Plats', interview.location],
      ['Längd', `${interview.duration_minutes} minuter`],
    ],
    blockTitle: 'Föreslagna tider',
    block: times.map(swedishDateTime).join('\n'),
    outro:
      'När du har valt en tid får du och arbetsgivaren en bekräftelse med en kalenderinbjudan.',
    links: [['Mina ansökningar', applicationsLink]],
    signature: settings.email_signature,
  });
}

export function interviewConfirmedEmail(
  interview: InterviewDetails,
  settings: ProviderSettings,
): EmailContent {
  return renderEmail({
    subject: headerText(`Intervju bokad: ${interview.job_title}, ${when(interview)}`),
    intro:
      `Intervjun med ${interview.applicant_name} om ${interview.job_title} hos ` +
      `${interview.employer_name} är bokad ${when(interview)}.`,
    fields: interviewFields(interview),
    blockTitle: 'Kalender',
    block:
      'Kalenderinbjudan (intervju.ics) är bifogad. Öppna den för att lägga in tiden i din kalender.',
    outro: `Frågor om intervjun besvarar ${settings.provider_name}.`,
    signature: settings.email_signature,
  });
}

export function interviewReminderEmail(
  interview: InterviewDetails,
  settings: ProviderSettings,
): EmailContent {
  return renderEmail({
    subject: headerText(`Påminnelse: intervju i morgon, ${when(interview)}`),
    intro:
      `Påminnelse: i morgon är intervjun med ${interview.applicant_name} om ` +
      `${interview.job_title} hos ${interview.employer_name}.`,
    fields: interviewFields(interview),
    blockTitle: 'Kalender',
    block: 'Tiden finns i kalenderinbjudan du fick när intervjun bokades.',
    outro: `Behöver ni flytta tiden? Svara på det här mejlet så hjälper ${settings.provider_name} till.`,
    signature: settings.email_signature,
  });
}

export function interviewCancelledEmail(
  interview: InterviewDetails,
  settings: ProviderSettings,
): EmailContent {
  return renderEmail({
    subject: headerText(`Intervju avbokad: ${interview.job_title}, ${when(interview)}`),
    intro:
      `Intervjun med ${interview.applicant_name} om ${interview.job_title} hos ` +
      `${interview.employer_name} ${when(interview)} är avbokad.`,
    fields: interviewFields(interview),
    blockTitle: 'Kalender',
    block: 'Den bifogade avbokningen (intervju.ics) tar bort tiden ur din kalender.',
    outro: `Frågor besvarar ${settings.provider_name}.`,
    signature: settings.email_signature,
  });
}
