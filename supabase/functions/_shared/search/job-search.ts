// The job filters as /jobs URL search params (shareable, back-button friendly) and as the body of
// a saved search. Parsing is tolerant: a value that is unknown or malformed (an old link, a
// hand-edited URL, a request from an older app) is dropped, so the filter shows as cleared;
// parsing never fails.
import * as v from 'valibot';
import {
  CLASSIFICATION_OF_JOB_TYPE,
  EMPLOYMENT_FORM_VALUES,
  type EmploymentForm,
  ON_CALL_VALUES,
  type OnCall,
  PAY_UNIT_VALUES,
  type PayUnit,
  WORKING_HOURS_VALUES,
  type WorkingHours,
} from './job-terms.ts';
import { JOB_TYPES } from './job-types.ts';
import {
  COUNTRY_VALUES,
  type CountryValue,
  currencyOfCountry,
  REGION_VALUES,
  type RegionValue,
  regionCountry,
} from './places.ts';
import { SPECIALTY_VALUES, type SpecialtyValue, toSpecialty } from './specialties.ts';

export const SORT_ORDERS = [
  { value: 'nyast', label: 'Nyast först' },
  { value: 'lon', label: 'Högst lön' },
  { value: 'sista-dag', label: 'Sista ansökningsdag' },
  { value: 'start', label: 'Tidigast start' },
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number]['value'];
export const DEFAULT_SORT: SortOrder = 'nyast';

/** The filters of /jobs and of a saved search; the keys are the URL's search params. */
export interface JobSearch {
  /** Keyword: every word must appear in the title, employer, texts, place or specialty. */
  q?: string;
  /** Free-text place: matched against the location, region and country. */
  plats?: string;
  specialitet?: SpecialtyValue;
  land?: CountryValue;
  region?: RegionValue;
  /** Anställningsform: tillsvidare, vikariat, stafett, konsult. */
  uppdrag?: EmploymentForm;
  /** Omfattning: heltid, deltid. */
  omfattning?: WorkingHours;
  jour?: OnCall;
  /** Available between `fran` and `till` (YYYY-MM-DD): the assignment's period overlaps them. */
  fran?: string;
  till?: string;
  /** Minimum pay per `lonenhet` in the currency of `land` (SEK when no country is chosen). */
  minlon?: number;
  /** The unit `minlon` is in: pay is compared within its unit; none is per month. */
  lonenhet?: PayUnit;
  /** An employer's name, matched whole (the employer page's "Se lediga jobb"). */
  arbetsgivare?: string;
  sortering?: SortOrder;
}

/** The keys of a JobSearch, in the order the URL shows them. */
export const FILTER_KEYS = [
  'q',
  'plats',
  'specialitet',
  'land',
  'region',
  'uppdrag',
  'omfattning',
  'jour',
  'fran',
  'till',
  'minlon',
  'lonenhet',
  'arbetsgivare',
  'sortering',
] as const satisfies readonly (keyof JobSearch)[];

const dropped = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

const text = dropped(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(100),
    v.transform((value) => value || undefined),
  ),
);

const specialty = dropped(
  v.pipe(v.unknown(), v.transform(toSpecialty), v.optional(v.picklist(SPECIALTY_VALUES))),
);

const minSalary = dropped(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*\d[\d\s]*$/))]),
    v.transform((value) => Number(String(value).replace(/\s/g, ''))),
    v.integer(),
    v.minValue(1),
    v.maxValue(10_000_000),
  ),
);

const day = dropped(v.pipe(v.string(), v.isoDate()));

export const jobSearchSchema = v.pipe(
  v.object({
    q: text,
    plats: text,
    specialitet: specialty,
    /** Before the specialist list the filter was called sektor: old links keep working. */
    sektor: specialty,
    land: dropped(v.picklist(COUNTRY_VALUES)),
    region: dropped(v.picklist(REGION_VALUES)),
    /** The spec's job type, the filter before issue 50: read as the form and Omfattning it means. */
    typ: dropped(v.picklist(JOB_TYPES)),
    uppdrag: dropped(v.picklist(EMPLOYMENT_FORM_VALUES)),
    omfattning: dropped(v.picklist(WORKING_HOURS_VALUES)),
    jour: dropped(v.picklist(ON_CALL_VALUES)),
    fran: day,
    till: day,
    minlon: minSalary,
    lonenhet: dropped(v.picklist(PAY_UNIT_VALUES)),
    arbetsgivare: text,
    sortering: dropped(v.picklist(SORT_ORDERS.map((order) => order.value) as [SortOrder])),
  }),
  v.transform(({ sektor, typ, ...search }): JobSearch => {
    const fromType = typ && CLASSIFICATION_OF_JOB_TYPE[typ];
    const result: JobSearch = {
      ...search,
      specialitet: search.specialitet ?? sektor,
      uppdrag: search.uppdrag ?? fromType?.form,
      omfattning: search.omfattning ?? fromType?.workingHours,
    };
    // A region of another country than the one chosen cannot match anything: drop it.
    if (result.region && result.land && regionCountry(result.region) !== result.land) {
      result.region = undefined;
    }
    // Dates given the wrong way round are the same window.
    if (result.fran && result.till && result.fran > result.till) {
      [result.fran, result.till] = [result.till, result.fran];
    }
    // Every key present, also when undefined: the router merges a route's search over the raw
    // URL params, so a key left out would let an unparsed value ("land=FI") through.
    return Object.fromEntries(
      FILTER_KEYS.map((key) => [key, result[key]]).concat([
        ['sektor', undefined],
        ['typ', undefined],
      ]),
    ) as JobSearch;
  }),
);

export function parseJobSearch(input: unknown): JobSearch {
  const result = v.safeParse(jobSearchSchema, input && typeof input === 'object' ? input : {});
  return result.success ? result.output : {};
}

/** Only the filters that are set (e.g. to store a search as an alert). */
export function compactSearch<T extends object>(search: T): T {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}

/** The currency a minimum salary is given in: the chosen country's, else SEK. */
export function minSalaryCurrency(search: Pick<JobSearch, 'land' | 'region'>) {
  return currencyOfCountry(search.land ?? regionCountry(search.region));
}
