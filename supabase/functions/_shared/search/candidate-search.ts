// The recruiter's candidate search as /admin/kandidater's address (and a saved search) carries
// it: the filters and their tolerant parse. Apart from the rules (candidates.ts): the route reads
// it at start-up, before any admin code loads.
import * as v from 'valibot';
import { CEFR_LEVELS, LANGUAGES } from '../schemas/languages.ts';
import { type LanguageLevel, SPECIALIST_LEVEL_VALUES, type SpecialistLevel } from './job-terms.ts';
import {
  COUNTRY_VALUES,
  type CountryValue,
  REGION_VALUES,
  type RegionValue,
  regionCountry,
} from './places.ts';
import { SPECIALTY_VALUES, type SpecialtyValue } from './specialties.ts';

export const CANDIDATE_FORMS = [
  { value: 'vikariat', label: 'Vikariat / stafett' },
  { value: 'tillsvidare', label: 'Tillsvidare' },
] as const;
export type CandidateForm = (typeof CANDIDATE_FORMS)[number]['value'];

/** The filters of /admin/kandidater; the keys are its URL's search params. */
export interface CandidateSearch {
  specialitet?: SpecialtyValue;
  niva?: SpecialistLevel;
  /** A licence in any one of these countries. */
  legitimation?: CountryValue[];
  /** A licence still being processed counts too. */
  pagaende?: boolean;
  sprak?: (typeof LANGUAGES)[number];
  /** The lowest CEFR level of `sprak` that is enough; none: any level. */
  sprakniva?: LanguageLevel;
  /** Available on some day between `fran` and `till` (YYYY-MM-DD). */
  fran?: string;
  till?: string;
  /** Would work in this country (and this region of it). */
  land?: CountryValue;
  region?: RegionValue;
  form?: CandidateForm;
  /** Every word must be in the summary. */
  fritext?: string;
  /** The job whose requirements each hit is checked against. */
  jobb?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value that is not one of these becomes undefined: an old link never fails. */
const oneOf = <T extends string>(values: readonly T[]) =>
  v.pipe(
    v.optional(v.unknown()),
    v.transform((input) =>
      (values as readonly unknown[]).includes(input) ? (input as T) : undefined,
    ),
  );
const matching = (pattern: RegExp) =>
  v.pipe(
    v.optional(v.unknown()),
    v.transform((input) => (typeof input === 'string' && pattern.test(input) ? input : undefined)),
  );

/** The URL's (or a saved search's) params, tolerant like the job search's. */
export const candidateSearchSchema = v.object({
  specialitet: oneOf(SPECIALTY_VALUES),
  niva: oneOf(SPECIALIST_LEVEL_VALUES),
  legitimation: v.pipe(
    v.optional(v.unknown()),
    v.transform((input) => {
      const list = (Array.isArray(input) ? input : [input]).filter((value): value is CountryValue =>
        (COUNTRY_VALUES as readonly unknown[]).includes(value),
      );
      return list.length > 0 ? [...new Set(list)] : undefined;
    }),
  ),
  pagaende: v.pipe(
    v.optional(v.unknown()),
    // The address holds text: the checkbox writes 'true'; a hand-written link may say 1.
    v.transform((input) =>
      input === true || input === 'true' || input === '1' || input === 1 ? true : undefined,
    ),
  ),
  sprak: oneOf(LANGUAGES),
  sprakniva: oneOf(CEFR_LEVELS),
  fran: matching(DAY),
  till: matching(DAY),
  land: oneOf(COUNTRY_VALUES),
  region: oneOf(REGION_VALUES),
  form: oneOf(CANDIDATE_FORMS.map((form) => form.value)),
  fritext: v.pipe(
    v.optional(v.unknown()),
    v.transform((input) =>
      typeof input === 'string' && input.trim() !== '' ? input.trim().slice(0, 200) : undefined,
    ),
  ),
  jobb: matching(UUID),
});

export function parseCandidateSearch(input: unknown): CandidateSearch {
  const parsed = v.parse(candidateSearchSchema, input && typeof input === 'object' ? input : {});
  // A region belongs to its country: a region without (or of another) country is dropped.
  if (parsed.region && regionCountry(parsed.region) !== parsed.land) parsed.region = undefined;
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as CandidateSearch;
}
