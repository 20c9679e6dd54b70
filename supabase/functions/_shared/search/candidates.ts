// The recruiter's candidate search (/admin/kandidater) and the requirement check a doctor sees on a
// job page: one model for both. The rules live here (CEFR order, a named proof meeting any level,
// a licence in progress, overlapping availability, region wishes); the database matches the
// `terms` a profile is stored with (private.candidate_terms, migration 20261130120000) against the
// groups `candidateQuery` builds, so the SQL holds no rule of its own. The filters themselves, as
// the address carries them, are candidate-search.ts.
import { languageLabel } from '../schemas/languages.ts';
import { type CandidateSearch, parseCandidateSearch } from './candidate-search.ts';
import { fold } from './fold.ts';
import {
  LANGUAGE_LEVELS,
  type LanguageLevel,
  languageRequirements,
  SPECIALIST_LEVELS,
  type SpecialistLevel,
} from './job-terms.ts';
import { countryLabel, REGION_VALUES, regionCountry } from './places.ts';
import { SPECIALTIES, type Specialty, specialtyLabel } from './specialties.ts';

/** The parts of a professional profile the search and the check read. */
export interface CandidateProfile {
  status: string;
  specialties: readonly string[];
  licences: readonly { country: string; state: string }[];
  languages: readonly { language: string; level: string; proof: string }[];
  availableFrom: string;
  availableUntil: string;
  openToLocum: boolean;
  openToPermanent: boolean;
  regionWishes: readonly { country: string; regions: readonly string[] }[];
  summary: string;
}

/** The statuses of the professional profile each grade a job asks for covers. */
export const GRADE_STATUSES: Readonly<Record<SpecialistLevel, readonly string[]>> = {
  specialist: ['specialist', 'överläkare'],
  'under-training': ['ST-läkare'],
};

/** The levels at or above `level`, in CEFR order. */
export const levelsFrom = (level: LanguageLevel): LanguageLevel[] =>
  LANGUAGE_LEVELS.slice(LANGUAGE_LEVELS.indexOf(level));

const rank = (level: string) => LANGUAGE_LEVELS.indexOf(level as LanguageLevel);

/** Meets the level: stated at it or above, or a named proof (accepted instead of a level). */
export function meetsLanguageLevel(
  own: { level: string; proof: string } | undefined,
  level: LanguageLevel | undefined,
): boolean {
  if (!own) return false;
  return own.proof !== '' || level === undefined || rank(own.level) >= rank(level);
}

/** Licence states that count: held, and (when asked) being processed. */
const licenceStates = (search: CandidateSearch) =>
  search.pagaende ? ['yes', 'in-progress'] : ['yes'];

/**
 * A doctor's availability as days: from `availableFrom` (none stated: not searchable by date) to
 * `availableUntil` (none: open-ended). It overlaps [fran, till] when it starts by `till` and has not
 * ended before `fran`.
 */
export function availabilityOverlaps(
  profile: Pick<CandidateProfile, 'availableFrom' | 'availableUntil'>,
  fran: string | undefined,
  till: string | undefined,
): boolean {
  if (!fran && !till) return true;
  if (!profile.availableFrom) return false;
  if (till && profile.availableFrom > till) return false;
  return !(fran && profile.availableUntil && profile.availableUntil < fran);
}

/**
 * The search as the database function takes it: `all` terms every hit has, groups of which a hit
 * has at least one term each, the date range and the words of the summary.
 */
export interface CandidateQuery {
  all: string[];
  any: Record<'grade' | 'licence' | 'language' | 'region' | 'form', string[] | null>;
  from: string | null;
  until: string | null;
  words: string[];
}

export function candidateQuery(search: CandidateSearch): CandidateQuery {
  const all: string[] = [];
  if (search.specialitet) all.push(`specialty:${search.specialitet}`);
  if (search.land) all.push(`wish:${search.land}`);
  const licence = search.legitimation?.flatMap((country) =>
    licenceStates(search).map((state) => `licence:${country}:${state}`),
  );
  const language = search.sprak
    ? [
        ...(search.sprakniva ? levelsFrom(search.sprakniva) : LANGUAGE_LEVELS).map(
          (level) => `language:${search.sprak}:${level}`,
        ),
        `language:${search.sprak}:proof`,
      ]
    : null;
  return {
    all,
    any: {
      grade: search.niva ? GRADE_STATUSES[search.niva].map((status) => `status:${status}`) : null,
      licence: licence ?? null,
      language,
      region:
        search.land && search.region
          ? [`wish:${search.land}:${search.region}`, `wish:${search.land}:*`]
          : null,
      form: search.form ? [search.form === 'vikariat' ? 'form:locum' : 'form:permanent'] : null,
    },
    from: search.fran ?? null,
    until: search.till ?? null,
    words: summaryWords(search.fritext),
  };
}

const summaryWords = (text: string | undefined) =>
  (text ?? '')
    .toLocaleLowerCase('sv')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 8);

/** The terms a profile is found by (private.candidate_terms computes the same in the database). */
export function candidateTerms(profile: CandidateProfile): string[] {
  return [
    ...profile.specialties.map((specialty) => `specialty:${specialty}`),
    ...(profile.status ? [`status:${profile.status}`] : []),
    ...profile.licences.map((licence) => `licence:${licence.country}:${licence.state}`),
    ...profile.languages.flatMap((entry) => [
      ...(entry.level ? [`language:${entry.language}:${entry.level}`] : []),
      ...(entry.proof ? [`language:${entry.language}:proof`] : []),
    ]),
    ...profile.regionWishes.flatMap((wish) => [
      `wish:${wish.country}`,
      ...(wish.regions.length > 0
        ? wish.regions.map((region) => `wish:${wish.country}:${region}`)
        : [`wish:${wish.country}:*`]),
    ]),
    ...(profile.openToLocum ? ['form:locum'] : []),
    ...(profile.openToPermanent ? ['form:permanent'] : []),
  ];
}

/** Whether a profile is a hit: the same decision the database function makes. */
export function matchesCandidateSearch(profile: CandidateProfile, search: CandidateSearch) {
  const query = candidateQuery(search);
  const terms = new Set(candidateTerms(profile));
  const summary = profile.summary.toLocaleLowerCase('sv');
  return (
    query.all.every((term) => terms.has(term)) &&
    Object.values(query.any).every((group) => !group || group.some((term) => terms.has(term))) &&
    availabilityOverlaps(profile, search.fran, search.till) &&
    query.words.every((word) => summary.includes(word))
  );
}

/** Why a hit matches, one short Swedish line per filter the search has. */
export function whyCandidateMatches(profile: CandidateProfile, search: CandidateSearch): string[] {
  const lines: string[] = [];
  if (search.specialitet) lines.push(`Specialitet: ${specialtyLabel(search.specialitet)}`);
  if (search.niva) {
    lines.push(SPECIALIST_LEVELS.find((level) => level.value === search.niva)?.label ?? '');
  }
  for (const country of search.legitimation ?? []) {
    const state = profile.licences.find((licence) => licence.country === country)?.state;
    if (state === 'yes') lines.push(`Legitimation i ${countryLabel(country)}`);
    else if (state === 'in-progress' && search.pagaende) {
      lines.push(`Legitimation i ${countryLabel(country)}: ansökan pågår`);
    }
  }
  if (search.sprak) {
    const own = profile.languages.find((entry) => entry.language === search.sprak);
    if (own) {
      const stated = [own.level, own.proof].filter(Boolean).join(', ');
      const asked = search.sprakniva ? ` (minst ${search.sprakniva})` : '';
      lines.push(`${languageLabel(own.language)} ${stated}${asked}`);
    }
  }
  if (search.fran || search.till) {
    lines.push(
      `Tillgänglig ${profile.availableFrom} – ${profile.availableUntil || 'tills vidare'}`,
    );
  }
  if (search.land) {
    const wish = profile.regionWishes.find((entry) => entry.country === search.land);
    const where = wish?.regions.length ? wish.regions.join(', ') : 'hela landet';
    lines.push(`Vill arbeta i ${countryLabel(search.land)}: ${where}`);
  }
  if (search.form === 'vikariat') lines.push('Tar gärna vikariat');
  if (search.form === 'tillsvidare') lines.push('Söker tillsvidareanställning');
  if (search.fritext) lines.push(`Sammanfattningen nämner ”${search.fritext}”`);
  return lines.filter(Boolean);
}

/** A job's requirements as the check reads them (public.jobs' columns). */
export interface JobRequirements {
  licence_countries: readonly string[] | null;
  languages: unknown;
}

/** Who the check speaks to: the doctor on the job page, or the recruiter about a candidate. */
export type GapReader = 'doctor' | 'recruiter';

const either = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} eller ${items.at(-1)}` : (items[0] ?? '');

/**
 * What a professional profile lacks of a job's requirements, said plainly: a licence in none of
 * the countries the ad asks for, a language the profile does not name, or a level below the one
 * asked. A named proof (Svenska 3, TISUS …) counts as meeting a level: the authorities accept it
 * instead of one. The job page tells the doctor; the candidate search tells the recruiter.
 */
export function qualificationGaps(
  job: JobRequirements,
  profile: Pick<CandidateProfile, 'licences' | 'languages'>,
  reader: GapReader = 'doctor',
): string[] {
  const own = reader === 'doctor' ? 'Din profil' : 'Profilen';
  const gaps: string[] = [];
  // `?? []`: a row of a local copy saved before these columns lacks them until its next sync.
  const asked = job.licence_countries ?? [];
  if (asked.length > 0) {
    const held = profile.licences.filter((licence) => asked.includes(licence.country));
    if (!held.some((licence) => licence.state === 'yes')) {
      const countries = either(asked.map((country) => countryLabel(country) ?? country));
      const applying = reader === 'doctor' ? 'Din ansökan' : 'Ansökan';
      gaps.push(
        held.some((licence) => licence.state === 'in-progress')
          ? `${applying} om legitimation i ${countries} pågår; annonsen kräver legitimation.`
          : `${own} har ingen läkarlegitimation i ${countries}.`,
      );
    }
  }
  for (const { language, level } of languageRequirements(job)) {
    const stated = profile.languages.find((entry) => entry.language === language);
    if (!stated) {
      gaps.push(`${own} anger inte ${language} (annonsen kräver nivå ${level}).`);
    } else if (!meetsLanguageLevel(stated, level)) {
      gaps.push(`${own} anger ${language} ${stated.level}; annonsen kräver ${level}.`);
    }
  }
  return gaps;
}

/** A job's requirements as a search: what /admin/kandidater opens with from a job. */
export function candidateSearchForJob(job: {
  id: string;
  specialty: string | null;
  specialist_level: string | null;
  licence_countries: readonly string[] | null;
  languages: unknown;
  country: string | null;
  region: string | null;
  employment_form: string | null;
  period_start: string | null;
  period_end: string | null;
  start_date: string | null;
}): CandidateSearch {
  const [language] = languageRequirements(job);
  const locum = ['vikariat', 'stafett', 'konsult'].includes(job.employment_form ?? '');
  return parseCandidateSearch({
    specialitet: job.specialty,
    niva: job.specialist_level,
    legitimation: job.licence_countries ?? [],
    sprak: language?.language,
    sprakniva: language?.level,
    fran: job.period_start ?? job.start_date,
    till: job.period_end,
    land: job.country,
    region: job.region,
    form: job.employment_form ? (locum ? 'vikariat' : 'tillsvidare') : undefined,
    jobb: job.id,
  });
}

/** Shared beginnings this long make a word of a request name a specialty ("allmänläkare"). */
const STEM = 6;

const commonStart = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
};

/**
 * An employer's request in its own words ("en allmänläkare från januari, Norrbotten") as a first
 * search: the specialty a word names (its name, a word for it, or a word starting like one) and
 * the region named, with its country. The recruiter adjusts the rest.
 */
export function candidateSearchFromRequest(text: string): CandidateSearch {
  const words = fold(text)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= STEM);
  const specialty = (SPECIALTIES as readonly Specialty[]).find((entry) =>
    [entry.label, ...(entry.aliases ?? [])].some((name) => {
      const folded = fold(name);
      return words.some((word) => word === folded || commonStart(word, folded) >= STEM);
    }),
  );
  const folded = ` ${fold(text).replace(/[^\p{L}]+/gu, ' ')} `;
  const region = REGION_VALUES.find((name) => folded.includes(` ${fold(name)} `));
  return parseCandidateSearch({
    specialitet: specialty?.value,
    land: regionCountry(region),
    region,
  });
}
