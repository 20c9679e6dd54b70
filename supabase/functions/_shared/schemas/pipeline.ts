// The recruiter's pipeline (issue 48): the stages and their Swedish names, the employer's answers
// on a shortlist, and the time of an interview as a Swedish reader writes it.
import * as v from 'valibot';

/** The stages in order (the enum pipeline_stage); the last two end an application. */
export const PIPELINE_STAGE_LABELS = {
  received: 'Inkommen',
  reviewed: 'Granskad',
  presented: 'Presenterad',
  interview: 'Intervju',
  offer: 'Erbjudande',
  hired: 'Anställd',
  declined: 'Avböjd',
  withdrawn: 'Återkallad',
} as const;
export type PipelineStage = keyof typeof PIPELINE_STAGE_LABELS;

/** The employer's answer per candidate on a shortlist. */
export const SHORTLIST_ANSWER_LABELS = {
  meet: 'Vill träffa',
  'not-relevant': 'Inte aktuell',
} as const;
export type ShortlistAnswer = keyof typeof SHORTLIST_ANSWER_LABELS;

const token = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

/**
 * Body of the shortlist function: an answer for one candidate on it, or (no answer given) a
 * read of the list. The answer comes first: an object schema drops unknown keys, so the bare
 * read would match an answer too.
 */
export const shortlistRequestSchema = v.union([
  v.object({
    token,
    applicationId: v.pipe(v.string(), v.uuid()),
    answer: v.picklist(['meet', 'not-relevant']),
    comment: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Kommentaren får vara högst 2000 tecken.')),
    ),
  }),
  v.strictObject({ token }),
]);

/** "torsdag 3 december 2026 kl. 10:00", in Swedish time. */
export function swedishDateTime(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('sv-SE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  }).format(date);
  const time = new Intl.DateTimeFormat('sv-SE', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Stockholm',
  }).format(date);
  return `${day} kl. ${time}`;
}
