// The terms of a job as the market posts them: employment form, assignment period,
// scope, on-call duty, pay with its unit, start, last day to apply, travel and housing, and the
// requirements a doctor checks against (licence, specialist level, languages). One source for the
// admin form, the filters, the alerts, the JSON-LD and the database checks (migration
// 20261126600000_job_terms.sql states the same lists; tests/db/job-terms.test.ts compares them).
import { CEFR_LEVELS, LANGUAGES } from '../schemas/languages.ts';
import type { JobType } from './job-types.ts';

/** JobTech's employment types, as Swedish ads name them; `schemaOrg` is JobPosting's employmentType. */
export const EMPLOYMENT_FORMS = [
  { value: 'tillsvidare', label: 'Tillsvidare', schemaOrg: 'FULL_TIME' },
  { value: 'vikariat', label: 'Vikariat', schemaOrg: 'TEMPORARY' },
  { value: 'stafett', label: 'Locum / stafett', schemaOrg: 'TEMPORARY' },
  { value: 'konsult', label: 'Konsultuppdrag', schemaOrg: 'CONTRACTOR' },
] as const;
export type EmploymentForm = (typeof EMPLOYMENT_FORMS)[number]['value'];
export const EMPLOYMENT_FORM_VALUES = EMPLOYMENT_FORMS.map((form) => form.value) as [
  EmploymentForm,
  ...EmploymentForm[],
];

/**
 * Omfattning, as Platsbanken's: heltid is 100 %, deltid below it (the percentage where given).
 * With the form it is the job's one classification; the spec's job_type is derived from the two
 * (migration 20261201130000_one_job_classification.sql).
 */
export const WORKING_HOURS = [
  { value: 'heltid', label: 'Heltid' },
  { value: 'deltid', label: 'Deltid' },
] as const;
export type WorkingHours = (typeof WORKING_HOURS)[number]['value'];
export const WORKING_HOURS_VALUES = WORKING_HOURS.map((entry) => entry.value) as [
  WorkingHours,
  ...WorkingHours[],
];

/** The spec's four job types, as a form and Omfattning (what a link or alert saved with one means). */
export const CLASSIFICATION_OF_JOB_TYPE: Readonly<
  Record<JobType, { form: EmploymentForm; workingHours?: WorkingHours }>
> = {
  Heltid: { form: 'tillsvidare', workingHours: 'heltid' },
  Deltid: { form: 'tillsvidare', workingHours: 'deltid' },
  Vikariat: { form: 'vikariat' },
  Konsult: { form: 'konsult' },
};

/** A job's employment form: its own, else the one its spec job type maps onto. */
export function employmentFormOf(job: {
  employment_form?: string | null;
  job_type: string | null;
}): EmploymentForm | null {
  const own = EMPLOYMENT_FORM_VALUES.find((form) => form === job.employment_form);
  if (own) return own;
  return (job.job_type && CLASSIFICATION_OF_JOB_TYPE[job.job_type as JobType]?.form) || null;
}

/** The form's Swedish name; a value not in the list as it is (as specialtyLabel). */
export function employmentFormLabel(form: string | null | undefined): string | null {
  if (!form) return null;
  return EMPLOYMENT_FORMS.find((entry) => entry.value === form)?.label ?? form;
}

/**
 * A job's Omfattning: its own, else what its percentage or its spec job type says (a row stored
 * before the column existed).
 */
export function workingHoursOf(job: {
  working_hours_type?: string | null;
  scope_percent?: number | null;
  job_type: string | null;
}): WorkingHours | null {
  const own = WORKING_HOURS_VALUES.find((hours) => hours === job.working_hours_type);
  if (own) return own;
  if (typeof job.scope_percent === 'number') return job.scope_percent === 100 ? 'heltid' : 'deltid';
  return (
    (job.job_type && CLASSIFICATION_OF_JOB_TYPE[job.job_type as JobType]?.workingHours) || null
  );
}

export function workingHoursLabel(hours: string | null | undefined): string | null {
  return WORKING_HOURS.find((entry) => entry.value === hours)?.label ?? null;
}

/** Omfattning in words: "Heltid", "Deltid", "Deltid 80 %"; null when the ad does not say. */
export function workingHoursText(job: Parameters<typeof workingHoursOf>[0]): string | null {
  const hours = workingHoursOf(job);
  if (hours === 'deltid' && typeof job.scope_percent === 'number') {
    return `Deltid ${job.scope_percent}\u00a0%`;
  }
  return workingHoursLabel(hours);
}

/**
 * The job's classification as lines ("Anställningsform: Locum / stafett", "Omfattning: Deltid
 * 80 %"): the alert e-mail and the feed's entries say it in the same words as the job page.
 */
export function classificationLines(
  job: Parameters<typeof workingHoursOf>[0] & { employment_form?: string | null },
): string[] {
  const form = employmentFormLabel(employmentFormOf(job));
  const hours = workingHoursText(job);
  return [
    ...(form ? [`Anställningsform: ${form}`] : []),
    ...(hours ? [`Omfattning: ${hours}`] : []),
  ];
}

/** Forms that are assignments of weeks or months: their cards lead with period, scope and rate. */
export const ASSIGNMENT_FORMS: readonly EmploymentForm[] = ['vikariat', 'stafett', 'konsult'];

/** Jour / beredskap. Not stated is null. */
export const ON_CALL = [
  { value: 'none', label: 'Ingen jour' },
  { value: 'included', label: 'Jour ingår' },
  { value: 'paid-separately', label: 'Jour ersätts separat' },
] as const;
export type OnCall = (typeof ON_CALL)[number]['value'];
export const ON_CALL_VALUES = ON_CALL.map((entry) => entry.value) as [OnCall, ...OnCall[]];

export function onCallLabel(value: string | null | undefined): string | null {
  return ON_CALL.find((entry) => entry.value === value)?.label ?? null;
}

/**
 * JobPosting's baseSalary unitText per unit; `per` is the card's "SEK/tim", `noun` the pay's name
 * in that unit ("Timlön", "Lägsta timlön").
 */
export const PAY_UNITS = [
  { value: 'hour', label: 'per timme', per: 'tim', noun: 'timlön', schemaOrg: 'HOUR' },
  { value: 'day', label: 'per dag', per: 'dag', noun: 'dagslön', schemaOrg: 'DAY' },
  { value: 'week', label: 'per vecka', per: 'vecka', noun: 'veckolön', schemaOrg: 'WEEK' },
  { value: 'month', label: 'per månad', per: 'mån', noun: 'månadslön', schemaOrg: 'MONTH' },
] as const;
export type PayUnit = (typeof PAY_UNITS)[number]['value'];
export const PAY_UNIT_VALUES = PAY_UNITS.map((unit) => unit.value) as [PayUnit, ...PayUnit[]];

export function payUnitOf(unit: string | null | undefined) {
  return PAY_UNITS.find((entry) => entry.value === unit) ?? null;
}

/** "månadslön" for a unit, per month when none is given. */
export function payNoun(unit: string | null | undefined): string {
  return payUnitOf(unit)?.noun ?? 'månadslön';
}

/** The pay's label ("Timlön"): the job page's fact, the admin form's field. */
export function payLabel(unit: string | null | undefined): string {
  const noun = payNoun(unit);
  return `${noun[0]?.toUpperCase()}${noun.slice(1)}`;
}

/** Specialist competence the ad asks for, in the job's specialty. */
export const SPECIALIST_LEVELS = [
  { value: 'specialist', label: 'Specialist' },
  { value: 'under-training', label: 'Under specialistutbildning (ST)' },
] as const;
export type SpecialistLevel = (typeof SPECIALIST_LEVELS)[number]['value'];
export const SPECIALIST_LEVEL_VALUES = SPECIALIST_LEVELS.map((level) => level.value) as [
  SpecialistLevel,
  ...SpecialistLevel[],
];

/** The languages and CEFR levels of the doctor's profile, so an ad's demand meets the profile's. */
export const LANGUAGE_VALUES = LANGUAGES;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LEVELS = CEFR_LEVELS;
export type LanguageLevel = (typeof CEFR_LEVELS)[number];

export interface LanguageRequirement {
  language: Language;
  level: LanguageLevel;
}

/** One assignment period: its first and last day (YYYY-MM-DD); no end, it runs on. */
export interface JobPeriod {
  start: string;
  end: string | null;
}

/** At most this many periods an ad (the database holds the same limit). */
export const MAX_PERIODS = 12;

/** The job columns these terms add (public.jobs has them all). */
export interface JobTerms {
  employment_form: string | null;
  working_hours_type: string | null;
  /** `[{ start, end }]` in order of start: a JSON array, checked by the database. */
  periods?: unknown;
  /** The span of the periods (the database sets them from `periods`). */
  period_start: string | null;
  period_end: string | null;
  scope_percent: number | null;
  on_call: string | null;
  pay_amount: number | null;
  pay_unit: string | null;
  start_date: string | null;
  apply_by: string | null;
  travel_provided: boolean;
  housing_provided: boolean;
  licence_countries: string[];
  specialist_level: string | null;
  /** `[{ language, level }]`: a JSON array, checked by the database. */
  languages: unknown;
}

/** The language requirements of a job, the malformed ones left out. */
export function languageRequirements(job: Pick<JobTerms, 'languages'>): LanguageRequirement[] {
  if (!Array.isArray(job.languages)) return [];
  return job.languages.filter(
    (entry): entry is LanguageRequirement =>
      typeof entry === 'object' &&
      entry !== null &&
      (LANGUAGE_VALUES as readonly unknown[]).includes(entry.language) &&
      (LANGUAGE_LEVELS as readonly unknown[]).includes(entry.level),
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A job's assignment periods in order of start. A row read before `periods` existed (an older
 * local copy) has its one period in period_start / period_end.
 */
export function periodsOf(
  job: Pick<JobTerms, 'period_start' | 'period_end'> & { periods?: unknown },
): JobPeriod[] {
  if (!Array.isArray(job.periods)) {
    return job.period_start ? [{ start: job.period_start, end: job.period_end ?? null }] : [];
  }
  return job.periods
    .filter(
      (entry): entry is JobPeriod =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.start === 'string' &&
        DAY.test(entry.start) &&
        (entry.end === null || entry.end === undefined || typeof entry.end === 'string'),
    )
    .map((entry) => ({ start: entry.start, end: entry.end ?? null }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** "2027-01-11 – 2027-02-07", or "från 2027-01-11" for a period that runs on. */
export const periodText = ({ start, end }: JobPeriod) =>
  end ? `${start} – ${end}` : `från ${start}`;

/** The earliest start: of the employment or of the first assignment period (JobPosting's). */
export function earliestStart(
  job: Pick<JobTerms, 'start_date' | 'period_start' | 'period_end'> & { periods?: unknown },
): string | null {
  const starts = [job.start_date, periodsOf(job)[0]?.start].filter((day): day is string => !!day);
  return starts.sort()[0] ?? null;
}

/**
 * The occupation of a doctor's job in the two classifications, which number doctors differently.
 * SSYK 2012 (Sweden) by grade: 2211 Specialistläkare, 2212 ST-läkare, 2219 Övriga läkare (no
 * grade asked for; 2213 AT-läkare is no grade an ad here asks for). ISCO-08 by field: 2211
 * Generalist medical practitioners (allmänmedicin, or no specialty named), 2212 Specialist
 * medical practitioners (any other specialty, also while training in it).
 */
export function occupationOf(job: { specialty: string | null; specialist_level?: string | null }) {
  const ssyk =
    job.specialist_level === 'specialist'
      ? { code: '2211', label: 'Specialistläkare' }
      : job.specialist_level === 'under-training'
        ? { code: '2212', label: 'ST-läkare' }
        : { code: '2219', label: 'Övriga läkare' };
  const isco =
    job.specialty && job.specialty !== 'allmänmedicin'
      ? { code: '2212', label: 'Specialist medical practitioners' }
      : { code: '2211', label: 'Generalist medical practitioners' };
  return { ssyk, isco };
}
