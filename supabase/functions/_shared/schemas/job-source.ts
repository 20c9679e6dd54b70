// The admin's job source form (/admin/kallor) and the import-jobs function's admin requests:
// add a source, test-fetch one without storing anything, run one now (issue 47).
import * as v from 'valibot';
import { line } from './form-fields.ts';

export const JOB_SOURCE_KINDS = [
  { value: 'feed', label: 'Flöde (RSS, Atom, JSON Feed eller sida med JobPosting)' },
  { value: 'jobtech', label: 'JobTech JobStream (Platsbanken)' },
  { value: 'nav', label: 'NAV pam-stilling-feed (arbeidsplassen.no)' },
] as const;
export type JobSourceKind = (typeof JOB_SOURCE_KINDS)[number]['value'];

/** The countries a feed's items are placed in when they do not say. */
export const JOB_SOURCE_COUNTRIES = ['SE', 'NO', 'DK'] as const;

const kind = v.picklist(
  JOB_SOURCE_KINDS.map((entry) => entry.value),
  'Välj vilken sorts källa det är',
);

/** http(s) with a host; the function checks at fetch time that the host is a public address. */
const sourceUrl = v.pipe(
  line(1, 'Adress krävs', 2000),
  v.regex(/^https?:\/\/[^/\s]+/i, 'Adressen måste börja med http:// eller https://'),
  v.check((value) => URL.canParse(value), 'Adressen är inte en giltig webbadress'),
);

const country = v.optional(
  v.union(
    [
      v.picklist(JOB_SOURCE_COUNTRIES),
      v.pipe(
        v.literal(''),
        v.transform(() => undefined),
      ),
    ],
    'Välj Sverige, Norge eller Danmark',
  ),
);

/** What a test fetch needs: where and what kind (and the country a feed's items lack). */
export const jobSourceProbeSchema = v.object({ kind, url: sourceUrl, country });

export const jobSourceSchema = v.object({
  name: line(1, 'Namn krävs (visas som "Från …" på annonserna)', 100),
  ...jobSourceProbeSchema.entries,
});
export type JobSourceInput = v.InferOutput<typeof jobSourceSchema>;

/** The body an admin sends import-jobs. */
export const jobSourceRequestSchema = v.variant(
  'action',
  [
    v.object({ action: v.literal('preview'), ...jobSourceProbeSchema.entries }),
    v.object({ action: v.literal('add'), ...jobSourceSchema.entries }),
    v.object({ action: v.literal('run'), source_id: v.pipe(v.string(), v.uuid('Okänd källa')) }),
  ],
  'Okänd åtgärd',
);
export type JobSourceRequest = v.InferOutput<typeof jobSourceRequestSchema>;

/** "38 annonser, 12 läkarjobb": what a test fetch found. */
export function previewSummary(ads: number, doctorJobs: number): string {
  return `${ads} ${ads === 1 ? 'annons' : 'annonser'}, ${doctorJobs} läkarjobb`;
}
