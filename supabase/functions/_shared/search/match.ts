// Whether a job matches a search, and the order of the results. Pure, so the same rules apply to
// jobs from the network, from the offline copy and in the alert function on the server.
import { fold } from './fold.ts';
import type { JobSearch, SortOrder } from './job-search.ts';
import { minSalaryCurrency } from './job-search.ts';
import { employmentFormOf, type PayUnit, payNoun, periodsOf, workingHoursOf } from './job-terms.ts';
import { NEWEST_FIRST_NOTE, sortNewestFirst } from './list-order.ts';
import { APPROX_SEK_PER_UNIT, countryLabel, isCurrency, regionCountry } from './places.ts';
import { specialtyOf, toSpecialty } from './specialties.ts';

/** The job fields the search reads (a row of public.jobs has them all). */
export interface SearchableJob {
  id?: string;
  /** An imported ad's source (the default order puts own ads first within a day). */
  source_id?: string | null;
  title: string;
  employer_name: string;
  location: string;
  description: string;
  requirements?: string | null;
  job_type: string | null;
  specialty: string | null;
  country: string | null;
  region: string | null;
  salary_monthly: number | null;
  salary_currency: string | null;
  published_at: string | null;
  expires_at: string | null;
  /** Issue 36's terms; absent in rows read before them (an older local copy): never matched. */
  employment_form?: string | null;
  working_hours_type?: string | null;
  scope_percent?: number | null;
  on_call?: string | null;
  periods?: unknown;
  period_start?: string | null;
  period_end?: string | null;
  start_date?: string | null;
  pay_amount?: number | null;
  pay_unit?: string | null;
}

/** When the job starts: its first assignment period's first day, else its start date. */
const startOf = (job: SearchableJob) => job.period_start ?? job.start_date ?? null;

/**
 * Whether the job's assignment overlaps the doctor's available days: any one of its periods will
 * do (a period without an end runs on); a post with only a start date starts within them. A job
 * with no start at all ("enligt överenskommelse") has nothing to compare: not shown.
 */
function withinAvailability(job: SearchableJob, from: string | undefined, to: string | undefined) {
  const periods = periodsOf({
    periods: job.periods,
    period_start: job.period_start ?? null,
    period_end: job.period_end ?? null,
  });
  const windows =
    periods.length > 0 || !job.start_date
      ? periods
      : [{ start: job.start_date, end: job.start_date }];
  return windows.some(({ start, end }) => (!to || start <= to) && (!from || !end || end >= from));
}

interface FoldedJob {
  all: string;
  place: string;
  employer: string;
}

/**
 * Folded texts per job object, made once and reused on every keystroke: folding is the slow part
 * (10,000 jobs took ~100 ms per keystroke without this). Rows are never mutated in place, so a
 * changed job is a new object with its own entry.
 */
const folded = new WeakMap<SearchableJob, FoldedJob>();

/**
 * The employer filter's rule (`arbetsgivare`): the same employer when these are equal, so
 * "Tromso Arktiske Sykehus" is Tromsø Arktiske Sykehus. Also the employer directory's rule for a
 * card's jobs and a job's employer profile.
 */
export const employerKey = (name: string): string => fold(name);

function foldedOf(job: SearchableJob): FoldedJob {
  let texts = folded.get(job);
  if (!texts) {
    const specialty = specialtyOf(job.specialty);
    const place = [job.location, job.region ?? '', countryLabel(job.country) ?? ''].join(' ');
    const words = fold(
      [
        job.title,
        job.employer_name,
        job.description,
        job.requirements ?? '',
        place,
        specialty?.label ?? '',
        ...(specialty?.aliases ?? []),
      ].join(' '),
    ).split(' ');
    texts = {
      // Each word once: a word typed (it has no space) is found within one word of the text, so
      // repeats add only memory (kept for every job of the list once searched).
      all: [...new Set(words)].join(' '),
      place: fold(place),
      employer: employerKey(job.employer_name),
    };
    folded.set(job, texts);
  }
  return texts;
}

/**
 * Makes the job's search texts now, so that a keystroke later finds them made: the job list does
 * this for its jobs a few at a time between tasks (folding 20,000 ads in the first keystroke took
 * 0.7 s, 3 s at 4x CPU: tests/bench/scale.ts).
 */
export function prepareJobForSearch(job: SearchableJob): void {
  foldedOf(job);
}

/** Whether the search looks in the jobs' texts (which must then be made first). */
export function searchReadsTexts(search: JobSearch): boolean {
  return [search.q, search.plats, search.arbetsgivare].some((text) => fold(text ?? '') !== '');
}

/** A job's pay with its unit, the amount in (approximate) SEK to compare across currencies. */
function payOf(job: SearchableJob): { unit: string; sek: number } | null {
  const amount = job.pay_amount ?? job.salary_monthly;
  const unit = job.pay_unit ?? (job.salary_monthly === null ? null : 'month');
  if (amount === null || amount === undefined || unit === null) return null;
  const currency = isCurrency(job.salary_currency) ? job.salary_currency : 'SEK';
  return { unit, sek: amount * APPROX_SEK_PER_UNIT[currency] };
}

/** A job's pay in (approximate) SEK when it is paid per `unit`, else null: units never mix. */
function payInSek(job: SearchableJob, unit: string): number | null {
  const pay = payOf(job);
  return pay?.unit === unit ? pay.sek : null;
}

/**
 * The order of "Högst lön": pay is only compared within its unit (an hourly rate is not a monthly
 * salary). The chosen unit's ads first, highest first; then each other unit in turn, the longest
 * first (month, week, day, hour), highest first within it; ads without pay last.
 */
export function payUnitsInSortOrder(unit: PayUnit = 'month'): PayUnit[] {
  return [unit, ...(['month', 'week', 'day', 'hour'] as const).filter((other) => other !== unit)];
}

/** The rule in words, under the sort choice: "Lön jämförs inom samma enhet: …". */
export function payOrderNote(unit?: PayUnit): string {
  const [first, ...rest] = payUnitsInSortOrder(unit).map(payNoun);
  return `Lön jämförs inom samma enhet: högst ${first} först, sedan ${rest.slice(0, -1).join(', ')} och ${rest.at(-1)}.`;
}

/** The order in one line, under the sort choice. */
export function sortOrderNote(order: SortOrder | undefined, unit?: PayUnit): string | undefined {
  if (order === 'lon') return payOrderNote(unit);
  return order === undefined || order === 'nyast' ? NEWEST_FIRST_NOTE : undefined;
}

function byPayWithinUnit(unit: PayUnit | undefined) {
  const units: readonly string[] = payUnitsInSortOrder(unit);
  const rank = (job: SearchableJob) => {
    const pay = payOf(job);
    const group = pay ? units.indexOf(pay.unit) : -1;
    return { group: group === -1 ? units.length : group, sek: pay?.sek ?? 0 };
  };
  return (a: SearchableJob, b: SearchableJob) => {
    const [x, y] = [rank(a), rank(b)];
    return x.group - y.group || y.sek - x.sek;
  };
}

/** The search with its texts folded once, for matching many jobs. */
export interface PreparedSearch {
  search: JobSearch;
  words: string[];
  place: string;
  employer: string;
  minSalarySek: number | null;
}

export function prepareSearch(search: JobSearch): PreparedSearch {
  const keyword = fold(search.q ?? '');
  return {
    search,
    words: keyword === '' ? [] : keyword.split(' '),
    place: fold(search.plats ?? ''),
    employer: employerKey(search.arbetsgivare ?? ''),
    minSalarySek: search.minlon
      ? search.minlon * APPROX_SEK_PER_UNIT[minSalaryCurrency(search)]
      : null,
  };
}

function matchesPrepared(job: SearchableJob, prepared: PreparedSearch): boolean {
  const { search } = prepared;
  if (search.specialitet && toSpecialty(job.specialty) !== search.specialitet) return false;
  if (search.land && (job.country ?? regionCountry(job.region)) !== search.land) return false;
  if (search.region && job.region !== search.region) return false;
  if (search.uppdrag && employmentFormOf(job) !== search.uppdrag) return false;
  if (search.omfattning && workingHoursOf(job) !== search.omfattning) return false;
  if (search.jour && job.on_call !== search.jour) return false;
  if ((search.fran || search.till) && !withinAvailability(job, search.fran, search.till)) {
    return false;
  }
  if (prepared.minSalarySek !== null) {
    const salary = payInSek(job, search.lonenhet ?? 'month');
    if (salary === null || salary < prepared.minSalarySek) return false;
  }
  // No words to look for (the unfiltered list): no need to fold the job's texts.
  if (!prepared.employer && !prepared.place && prepared.words.length === 0) return true;
  const texts = foldedOf(job);
  if (prepared.employer && texts.employer !== prepared.employer) return false;
  if (prepared.place && !texts.place.includes(prepared.place)) return false;
  // Every word must appear somewhere, in any order: "kirurg göteborg" finds a surgeon in Göteborg.
  return prepared.words.every((word) => texts.all.includes(word));
}

/**
 * How many of the jobs each employer has: `count(name)` is the number of jobs the list shows for
 * `{ arbetsgivare: name }` alone, counted in one pass for a whole directory of employers.
 */
export function jobCountsByEmployer(jobs: readonly SearchableJob[]): (name: string) => number {
  const counts = new Map<string, number>();
  for (const job of jobs) {
    const employer = foldedOf(job).employer;
    counts.set(employer, (counts.get(employer) ?? 0) + 1);
  }
  return (name) => counts.get(employerKey(name)) ?? 0;
}

/** Whether one job matches the search (the alert function asks this per new job). */
export function matchesJobSearch(job: SearchableJob, search: JobSearch): boolean {
  return matchesPrepared(job, prepareSearch(search));
}

/** Missing values last. ISO timestamps compare as plain strings (localeCompare is ~50x slower over 10,000 jobs). */
function earliestFirst(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * Newest first (own ads before imported ones of the same day: list-order.ts), highest pay first,
 * the earliest last day to apply or the earliest start first; missing values last.
 */
export function sortJobs<T extends SearchableJob>(
  jobs: T[],
  order: SortOrder | undefined,
  payUnit?: PayUnit,
): T[] {
  if (order === undefined || order === 'nyast') return sortNewestFirst(jobs);
  const sorted = [...jobs];
  if (order === 'lon') {
    sorted.sort(byPayWithinUnit(payUnit));
  } else if (order === 'start') {
    sorted.sort((a, b) => earliestFirst(startOf(a), startOf(b)));
  } else {
    sorted.sort((a, b) => earliestFirst(a.expires_at, b.expires_at));
  }
  return sorted;
}

/** The jobs matching the search, in its sort order. */
export function filterJobs<T extends SearchableJob>(jobs: readonly T[], search: JobSearch): T[] {
  const prepared = prepareSearch(search);
  return sortJobs(
    jobs.filter((job) => matchesPrepared(job, prepared)),
    search.sortering,
    search.lonenhet,
  );
}
