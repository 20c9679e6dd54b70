// The job application form (cover letter) and the send-job-application payload (spec §7).
import * as v from 'valibot';
import { type JobPeriod, periodsOf, periodText } from '../search/job-terms.ts';
import { paragraph, uuid } from './form-fields.ts';

export const COVER_LETTER_MAX_LENGTH = 5000;
/**
 * A word or two ("Kort") tells an employer nothing: the apply form counts toward this and refuses
 * less. The database takes any letter that is not blank, as the spec's insert into
 * job_applications does for every client.
 */
export const COVER_LETTER_MIN_LENGTH = 10;
export const coverLetterTooShort = `Personligt brev måste vara minst ${COVER_LETTER_MIN_LENGTH} tecken.`;
/** What one application carries, chosen and from the device (the database checks it too). */
export const MAX_APPLICATION_DOCUMENTS = 10;
export const TOO_MANY_DOCUMENTS = `Högst ${MAX_APPLICATION_DOCUMENTS} dokument kan skickas med en ansökan.`;

const coverLetter = v.pipe(
  paragraph(1, 'Personligt brev krävs', COVER_LETTER_MAX_LENGTH),
  v.minLength(COVER_LETTER_MIN_LENGTH, coverLetterTooShort),
);

export const applicationSchema = v.object({ coverLetter });

export type ApplicationForm = v.InferOutput<typeof applicationSchema>;

export const CHOOSE_A_PERIOD = 'Välj minst en period som du kan ta.';
export const UNKNOWN_PERIOD =
  'En vald period finns inte i annonsen. Öppna annonsen igen och välj bland dess perioder.';

/** One period's identity, as the database compares them (jsonb equality of start and end). */
export const periodKey = ({ start, end }: JobPeriod) => `${start}/${end ?? ''}`;

/**
 * The periods of a locum ad an applicant can take, checked as the database checks them
 * (private.check_application_periods): each one of the ad's, at least one when it has several.
 */
export function chosenPeriodsSchema(offered: readonly JobPeriod[]) {
  const known = new Set(offered.map(periodKey));
  return v.pipe(
    v.array(v.object({ start: v.string(), end: v.nullable(v.string()) })),
    v.check((chosen) => chosen.every((period) => known.has(periodKey(period))), UNKNOWN_PERIOD),
    v.check((chosen) => offered.length < 2 || chosen.length > 0, CHOOSE_A_PERIOD),
  );
}

/** The stored choice (job_applications.chosen_periods) as one line; '' when none was asked. */
export const chosenPeriodsText = (chosen: unknown) =>
  periodsOf({ periods: chosen, period_start: null, period_end: null }).map(periodText).join(', ');

/** The apply form of one ad: the letter and, for an ad with several periods, which ones. */
export const applicationSchemaFor = (offered: readonly JobPeriod[]) =>
  v.object({ coverLetter, chosenPeriods: chosenPeriodsSchema(offered) });

/** A date as a Swedish reader writes it, in Swedish time: "22 november 2026". */
export function swedishDate(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));
}

/**
 * Body of send-job-application: which stored application to tell the employer about. The
 * applicant's details and chosen documents come from the stored application (the database fills
 * the details in from the account) and the recipient from the job; other fields an older app
 * version sends are dropped.
 */
export const jobApplicationNoticeSchema = v.object({
  jobId: uuid('Ogiltigt jobb-id'),
  applicationId: uuid('Ogiltigt ansöknings-id'),
  /**
   * Only from an app installed before the application named its documents
   * (job_applications.chosen_document_ids): added to those the application names.
   */
  documentIds: v.pipe(
    v.optional(v.array(uuid('Ogiltigt dokument-id')), []),
    v.maxLength(MAX_APPLICATION_DOCUMENTS, TOO_MANY_DOCUMENTS),
  ),
});

export type JobApplicationNotice = v.InferOutput<typeof jobApplicationNoticeSchema>;
