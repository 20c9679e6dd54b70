// The doctor's professional profile: what a Swedish, Norwegian or Danish employer asks
// first. Every part is optional. The form on /profile and save-professional-profile validate
// with this one schema; the table stores its output (professional_profiles).
import * as v from 'valibot';
import { COUNTRY_VALUES, countryLabel, regionCountry } from '../search/places.ts';
import { SPECIALTY_VALUES, specialtyLabel } from '../search/specialties.ts';
import { PROFESSION_LABELS, PROFESSIONS } from './account.ts';
import { controlCharacterMessage, tooLong } from './form-fields.ts';
import { CEFR_LEVELS, LANGUAGE_PROOFS, LANGUAGES, languageLabel } from './languages.ts';

/** The spec's professions, plus the Swedish AT and BT. */
export const PROFESSIONAL_STATUSES = [...PROFESSIONS, 'AT-läkare', 'BT-läkare'] as const;
export type ProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number];
export const PROFESSIONAL_STATUS_LABELS: Record<ProfessionalStatus, string> = {
  ...PROFESSION_LABELS,
  'AT-läkare': 'AT-läkare',
  'BT-läkare': 'BT-läkare',
};

export const LICENCE_COUNTRIES = ['SE', 'NO', 'DK'] as const;
export type LicenceCountry = (typeof LICENCE_COUNTRIES)[number];
export const LICENCE_COUNTRY_LABELS: Record<LicenceCountry, string> = {
  SE: 'Sverige',
  NO: 'Norge',
  DK: 'Danmark',
};
/** What each country's register calls the number. */
export const REGISTER_NUMBER_LABELS: Record<LicenceCountry, string> = {
  SE: 'Legitimationsnummer eller förskrivarkod',
  NO: 'HPR-nummer',
  DK: 'Autorisations-ID',
};

export const LICENCE_STATES = ['yes', 'in-progress', 'no'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];
export const LICENCE_STATE_LABELS: Record<LicenceState, string> = {
  yes: 'Ja',
  'in-progress': 'Ansökan pågår',
  no: 'Nej',
};

const REGISTER_NUMBER = /^[A-Za-z0-9-]{3,20}$/;

const licence = v.pipe(
  v.object({
    country: v.picklist(LICENCE_COUNTRIES, 'Okänt land'),
    state: v.picklist(LICENCE_STATES, 'Välj ja, pågår eller nej'),
    registerNumber: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.check(
        (value) => value === '' || REGISTER_NUMBER.test(value),
        '3–20 tecken: bokstäver, siffror och bindestreck',
      ),
    ),
  }),
  v.forward(
    v.check(
      (input) => input.registerNumber === '' || input.state === 'yes',
      'Ange numret när du har legitimationen',
    ),
    ['registerNumber'],
  ),
);

const language = v.pipe(
  v.object({
    language: v.picklist(LANGUAGES, 'Välj språk'),
    level: v.optional(v.union([v.literal(''), v.picklist(CEFR_LEVELS)], 'Välj nivå A1–C2'), ''),
    proof: v.optional(
      v.union([v.literal(''), v.picklist(LANGUAGE_PROOFS)], 'Okänt språkbevis'),
      '',
    ),
  }),
  v.forward(
    v.check((input) => input.level !== '' || input.proof !== '', 'Ange nivå eller språkbevis'),
    ['level'],
  ),
);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const day = v.pipe(
  v.optional(v.string(), ''),
  v.check(
    (value) => value === '' || (DATE.test(value) && !Number.isNaN(Date.parse(value))),
    'Ange ett datum',
  ),
);

/** A country the doctor would work in, and the regions of it (none: anywhere in it). */
const regionWish = v.pipe(
  v.object({
    country: v.picklist(COUNTRY_VALUES, 'Okänt land'),
    regions: v.pipe(
      v.optional(v.array(v.string()), []),
      v.maxLength(25, 'Högst 25 regioner per land'),
    ),
  }),
  v.forward(
    v.check(
      (wish) => wish.regions.every((region) => regionCountry(region) === wish.country),
      'Välj regioner i landet',
    ),
    ['regions'],
  ),
);

/** A whole number in [min, max], or null for "not given" (the form's empty field). */
const wholeOrNull = (min: number, max: number, message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(message),
        v.integer(message),
        v.minValue(min, message),
        v.maxValue(max, message),
      ),
    ),
    null,
  );

export const professionalProfileSchema = v.pipe(
  v.object({
    status: v.optional(
      v.union([v.literal(''), v.picklist(PROFESSIONAL_STATUSES)], 'Välj yrke'),
      '',
    ),
    specialties: v.pipe(
      v.optional(v.array(v.picklist(SPECIALTY_VALUES, 'Okänd specialitet')), []),
      v.maxLength(5, 'Välj högst 5 specialiteter'),
    ),
    licences: v.pipe(
      v.optional(v.array(licence), []),
      v.check(
        (list) => new Set(list.map((item) => item.country)).size === list.length,
        'Ett land kan bara anges en gång',
      ),
    ),
    certificates: v.pipe(
      v.optional(v.array(v.picklist(SPECIALTY_VALUES, 'Okänd specialitet')), []),
      v.maxLength(5, 'Högst 5 specialistbevis'),
    ),
    languages: v.pipe(v.optional(v.array(language), []), v.maxLength(8, 'Högst 8 språk')),
    availableFrom: day,
    /** The last day the doctor is available (a locum's); none: open-ended. */
    availableUntil: day,
    noticeWeeks: wholeOrNull(0, 52, 'Uppsägningstid: 0–52 veckor'),
    scopePercent: wholeOrNull(10, 100, 'Omfattning: 10–100 %'),
    openToLocum: v.optional(v.boolean(), false),
    /** A profile saved before this was asked is open to a permanent post, as it was searched. */
    openToPermanent: v.optional(v.boolean(), true),
    regionWishes: v.pipe(
      v.optional(v.array(regionWish), []),
      v.check(
        (list) => new Set(list.map((wish) => wish.country)).size === list.length,
        'Ett land kan bara anges en gång',
      ),
    ),
    summary: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.maxLength(1000, tooLong(1000)),
      v.regex(/^(?:\P{Cc}|[\t\n\r])*$/u, controlCharacterMessage),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['availableFrom'], ['availableUntil']],
      (input) => !input.availableUntil || input.availableFrom <= input.availableUntil,
      'Ange ett slutdatum efter startdatumet',
    ),
    ['availableUntil'],
  ),
);

export type ProfessionalProfileInput = v.InferInput<typeof professionalProfileSchema>;
export type ProfessionalProfile = v.InferOutput<typeof professionalProfileSchema>;

/** An empty profile: the form's start and what "nothing given" is. */
export const EMPTY_PROFESSIONAL_PROFILE: ProfessionalProfile = {
  status: '',
  specialties: [],
  licences: [],
  certificates: [],
  languages: [],
  availableFrom: '',
  availableUntil: '',
  noticeWeeks: null,
  scopePercent: null,
  openToLocum: false,
  openToPermanent: true,
  regionWishes: [],
  summary: '',
};

/**
 * What Snabbansökan still needs: a status, a licence in at least one country (or one in
 * progress), a language and a summary. The CV is a document, checked where documents are known.
 */
export function missingForQuickApply(profile: ProfessionalProfile | null): string[] {
  if (!profile) return ['yrke', 'legitimation', 'språk', 'sammanfattning'];
  const missing: string[] = [];
  if (profile.status === '') missing.push('yrke');
  if (!profile.licences.some((item) => item.state !== 'no')) missing.push('legitimation');
  if (profile.languages.length === 0) missing.push('språk');
  if (profile.summary === '') missing.push('sammanfattning');
  return missing;
}

/** One line per part, in Swedish: the profile's summary in the apply dialog, the admin's view and the employer's page. */
export function professionalSummaryLines(
  profile: ProfessionalProfile,
): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  const add = (label: string, value: string) => value && lines.push({ label, value });
  add('Yrke', profile.status ? PROFESSIONAL_STATUS_LABELS[profile.status] : '');
  // The shared lists' labels, not the stored lower-case values ("Svenska C2").
  const specialties = (values: string[]) =>
    values.map((value) => specialtyLabel(value) ?? value).join(', ');
  add('Specialitet', specialties(profile.specialties));
  add(
    'Legitimation',
    // "Sverige (1234567); Norge, ansökan pågår": the countries licensed in, a "no" left out.
    profile.licences
      .filter((item) => item.state !== 'no')
      .map(
        (item) =>
          `${LICENCE_COUNTRY_LABELS[item.country]}${item.state === 'in-progress' ? ', ansökan pågår' : ''}${item.registerNumber ? ` (${item.registerNumber})` : ''}`,
      )
      .join('; '),
  );
  add('Specialistbevis', specialties(profile.certificates));
  add(
    'Språk',
    profile.languages
      .map(
        (item) =>
          `${languageLabel(item.language)} ${[item.level, item.proof].filter(Boolean).join(', ')}`,
      )
      .join('; '),
  );
  const availability = [
    profile.availableFrom && `från ${profile.availableFrom}`,
    profile.availableUntil && `till ${profile.availableUntil}`,
    profile.noticeWeeks !== null && `uppsägningstid ${profile.noticeWeeks} veckor`,
    profile.scopePercent !== null && `${profile.scopePercent}\u00a0%`,
    profile.openToLocum && 'tar gärna vikariat',
    !profile.openToPermanent && 'söker inte tillsvidareanställning',
  ].filter(Boolean);
  add('Tillgänglighet', availability.join(', '));
  add('Vill arbeta i', regionWishesText(profile.regionWishes));
  add('Sammanfattning', profile.summary);
  return lines;
}

/** "Norge (Troms, Nordland); Sverige": where the doctor would work. */
export function regionWishesText(wishes: ProfessionalProfile['regionWishes']): string {
  return wishes
    .map(
      (wish) =>
        `${countryLabel(wish.country)}${wish.regions.length ? ` (${wish.regions.join(', ')})` : ''}`,
    )
    .join('; ');
}
