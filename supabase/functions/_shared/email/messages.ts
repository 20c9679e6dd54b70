// The Swedish e-mails the functions send: a new employer request (and the employer's copy) and a
// new job application, and its withdrawal.

import { chosenPeriodsText } from '../schemas/application.ts';
import {
  AD_TYPE_LABELS,
  type AdType,
  BUDGET_LABELS,
  type Budget,
  budgetTotalText,
  CONTACT_REQUEST_TYPE_LABELS,
  type ContactRequestType,
  DURATION_LABELS,
  type Duration,
} from '../schemas/contact.ts';
import { type EmailContent, renderEmail } from './layout.ts';
import { headerText } from './safe-text.ts';

export interface ProviderSettings {
  provider_name: string;
  email_signature: string;
}

/** A row of public.contact_requests as stored. */
export interface StoredContactRequest {
  type: ContactRequestType;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  message: string;
  details: Record<string, unknown>;
}

/** The stored application with the job it is for. */
export interface StoredApplication {
  applicant_name: string;
  applicant_email: string;
  applicant_phone: string | null;
  cover_letter: string;
  /** The ad's periods the applicant can take; [] for an ad without several. */
  chosen_periods?: unknown;
  job: { title: string; employer_name: string; location: string };
}

const detail = (details: Record<string, unknown>, key: string) =>
  typeof details[key] === 'string' ? details[key] : '';

function requestDetails(request: StoredContactRequest): [string, string][] {
  const { details } = request;
  switch (request.type) {
    case 'contact-doctor':
      return [['Typ av läkare', detail(details, 'doctorType')]];
    case 'pricing-request': {
      const adType = detail(details, 'adType') as AdType;
      return [['Typ av annons', AD_TYPE_LABELS[adType] ?? adType]];
    }
    case 'post-job-request': {
      const duration = detail(details, 'duration') as Duration;
      const budget = detail(details, 'budget') as Budget;
      const total = budgetTotalText(duration, budget);
      return [
        ['Önskad varaktighet', DURATION_LABELS[duration] ?? duration],
        ['Budget', BUDGET_LABELS[budget] ?? budget],
        ...(total ? [['Totalt', total] as [string, string]] : []),
      ];
    }
  }
}

/** What a request said, as both its e-mails show it: the fields, then the message. */
function requestContent(request: StoredContactRequest) {
  return {
    fields: [
      ['Företag', request.company_name],
      ['Kontaktperson', request.contact_name],
      ['E-post', request.email],
      ['Telefon', request.phone],
      ...requestDetails(request),
    ] as [string, string][],
    blockTitle: 'Meddelande',
    block: request.message,
  };
}

export function contactRequestEmail(
  request: StoredContactRequest,
  settings: ProviderSettings,
): EmailContent {
  const typeLabel = CONTACT_REQUEST_TYPE_LABELS[request.type];
  return renderEmail({
    subject: headerText(`Ny förfrågan (${typeLabel}) från ${request.company_name}`),
    intro: `En ny förfrågan har kommit in via ${settings.provider_name}: ${typeLabel}.`,
    ...requestContent(request),
    outro: `Svara på detta e-postmeddelande för att svara ${request.contact_name} direkt.`,
    signature: settings.email_signature,
  });
}

/**
 * The employer's copy of what they sent: that it arrived, what it said and where the answer goes.
 * Only to the address the request names, and held to the functions' rate limits per address.
 */
export function contactRequestCopyEmail(
  request: StoredContactRequest,
  settings: ProviderSettings,
): EmailContent {
  const typeLabel = CONTACT_REQUEST_TYPE_LABELS[request.type];
  return renderEmail({
    subject: headerText(`Vi har tagit emot er förfrågan: ${typeLabel}`),
    intro:
      `Hej ${request.contact_name}!\n\nTack för er förfrågan till ${settings.provider_name}. ` +
      `Vi svarar till ${request.email}, oftast inom en arbetsdag. Det här skickade ni:`,
    ...requestContent(request),
    outro: 'Vill ni lägga till något? Svara på det här e-postmeddelandet.',
    signature: settings.email_signature,
  });
}

export function applicationNoticeEmail(
  application: StoredApplication,
  settings: ProviderSettings,
  /** The application with its profile and documents, without an account, for 14 days. */
  shareLink?: string,
  /** The link is sent again: the one in the earlier e-mail no longer works. */
  replacesEarlierLink = false,
): EmailContent {
  const { job } = application;
  const periods = chosenPeriodsText(application.chosen_periods);
  const replaced = replacesEarlierLink
    ? '\n\nDet här är en ny länk till ansökan. Länken i vårt tidigare e-postmeddelande gäller inte längre.'
    : '';
  return renderEmail({
    subject: headerText(
      `${replacesEarlierLink ? 'Ny länk till ansökan' : 'Ny ansökan'}: ${job.title} (${application.applicant_name})`,
    ),
    intro:
      `Hej ${job.employer_name}!\n\n${application.applicant_name} har sökt tjänsten ` +
      `${job.title} i ${job.location} via ${settings.provider_name}.${replaced}`,
    fields: [
      ['Namn', application.applicant_name],
      ['E-post', application.applicant_email],
      ['Telefon', application.applicant_phone?.trim() || 'Ej angivet'],
      ...(periods ? [['Kan ta perioderna', periods] as [string, string]] : []),
      ...(shareLink
        ? [
            ['Ansökan med profil och dokument (länken gäller i 14 dagar)', shareLink] as [
              string,
              string,
            ],
          ]
        : []),
    ],
    blockTitle: 'Personligt brev',
    block: application.cover_letter,
    outro: 'Svara på detta e-postmeddelande för att kontakta den sökande direkt.',
    signature: settings.email_signature,
  });
}

/**
 * The employer's word that an applicant withdrew: who and which job, nothing more of the
 * application, which the link in the notice no longer shows.
 */
export function applicationWithdrawnEmail(
  application: StoredApplication,
  settings: ProviderSettings,
): EmailContent {
  const { job } = application;
  return renderEmail({
    subject: headerText(`Ansökan återkallad: ${job.title} (${application.applicant_name})`),
    intro:
      `Hej ${job.employer_name}!\n\n${application.applicant_name} har återkallat sin ansökan ` +
      `till tjänsten ${job.title} i ${job.location} via ${settings.provider_name}.`,
    fields: [
      ['Tjänst', job.title],
      ['Sökande', application.applicant_name],
    ],
    blockTitle: 'Länken till ansökan',
    block:
      'Länken i vårt tidigare e-postmeddelande visar inte längre ansökan, kontaktuppgifterna ' +
      'eller dokumenten. Radera gärna uppgifter om ansökan som ni har sparat.',
    outro: 'Har ni frågor? Svara på det här e-postmeddelandet.',
    signature: settings.email_signature,
  });
}
