// An ad read from a public job feed, onto the site's job model: place, country and
// region from the search model's lists, the specialty from the text against its specialty list,
// the employment form, scope, pay when stated, dates, and the original's and apply URLs. Pure, so
// the import function and the tests share it. What cannot be placed is refused with a reason.
import { fold } from '../search/fold.ts';
import type { EmploymentForm, WorkingHours } from '../search/job-terms.ts';
import { type CountryValue, countryLabel, currencyOfCountry, REGIONS } from '../search/places.ts';
import { SPECIALTIES, type Specialty, type SpecialtyValue } from '../search/specialties.ts';

/** One ad as a reader hands it over; the description is already the app's plain text. */
export interface SourceAd {
  externalId: string;
  title: string;
  employer: string;
  description: string;
  city?: string | null;
  region?: string | null;
  country?: string | null;
  employmentType?: string | null;
  /** Omfattning as the source words it ("Heltid", "Deltid", schema.org's PART_TIME). */
  workingHours?: string | null;
  scopePercent?: number | null;
  salaryText?: string | null;
  publishedAt?: string | null;
  expiresAt?: string | null;
  applyBy?: string | null;
  startDate?: string | null;
  originalUrl?: string | null;
  applyUrl?: string | null;
}

/** What a source's settings say about ads that do not name their country or region. */
export interface SourcePlace {
  country?: string;
  region?: string;
}

/** The jobs columns an import writes. */
export interface ImportedJob {
  external_id: string;
  title: string;
  employer_name: string;
  location: string;
  description: string;
  country: CountryValue;
  region: string | null;
  specialty: SpecialtyValue | null;
  employment_form: EmploymentForm | null;
  working_hours_type: WorkingHours | null;
  scope_percent: number | null;
  pay_amount: number | null;
  pay_unit: PayUnitValue | null;
  salary_currency: string;
  start_date: string | null;
  apply_by: string | null;
  published_at: string | null;
  expires_at: string | null;
  original_url: string | null;
  apply_url: string | null;
  duplicate_key: string;
  status: 'published';
}
type PayUnitValue = 'hour' | 'day' | 'week' | 'month';

export type MappedAd =
  | { ok: true; job: ImportedJob }
  | { ok: false; expired: boolean; reason: string };

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 20_000;
const DEFAULT_DAYS = 30;

const COUNTRY_NAMES: Readonly<Record<string, CountryValue>> = {
  sverige: 'SE',
  sweden: 'SE',
  se: 'SE',
  norge: 'NO',
  noreg: 'NO',
  norway: 'NO',
  no: 'NO',
  danmark: 'DK',
  denmark: 'DK',
  dk: 'DK',
};

export function countryFrom(name: string | null | undefined): CountryValue | undefined {
  return name ? COUNTRY_NAMES[fold(name)] : undefined;
}

/** "Stockholms län", "TRØNDELAG", "Region Midtjylland" → the search model's region. */
export function regionFrom(country: CountryValue, name: string | null | undefined): string | null {
  if (!name) return null;
  const wanted = fold(name)
    .replace(/^region /, '')
    .replace(/s? lan$/, '')
    .replace(/ fylke$/, '');
  return REGIONS[country].find((region) => fold(region).startsWith(wanted) && wanted) ?? null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each specialty's words, folded, longest first so "barn- och ungdomspsykiatri" beats "psykiatri". */
const SPECIALTY_WORDS = (SPECIALTIES as readonly Specialty[])
  .flatMap((specialty) =>
    [specialty.value, specialty.label, ...(specialty.aliases ?? [])].map((word) => ({
      value: specialty.value as SpecialtyValue,
      pattern: new RegExp(`(^|[^\\p{L}])${escapeRegExp(fold(word))}`, 'u'),
      length: word.length,
    })),
  )
  .sort((a, b) => b.length - a.length);

/** The specialty the title names, else the first one the description names. */
export function specialtyFrom(title: string, description: string): SpecialtyValue | null {
  for (const text of [fold(title), fold(description)]) {
    let best: { value: SpecialtyValue; at: number } | null = null;
    for (const word of SPECIALTY_WORDS) {
      const at = text.search(word.pattern);
      if (at >= 0 && (!best || at < best.at)) best = { value: word.value, at };
    }
    if (best) return best.value;
  }
  return null;
}

const FORMS: readonly [RegExp, EmploymentForm][] = [
  [/stafett|locum|hyrlakare|hyrlege|vikarbyra/, 'stafett'],
  [/konsult|selvstendig|naringsdrivende|contractor/, 'konsult'],
  [/vikariat|vikar|engasjement|tidsbegransad|sommer|sommar|prosjekt|visstid|temporary/, 'vikariat'],
  [/tillsvidare|fast|permanent|tidsubegrenset/, 'tillsvidare'],
];

export function employmentFormFrom(type: string | null | undefined): EmploymentForm | null {
  const text = fold(type ?? '');
  return FORMS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const WORKING_HOURS_WORDS: readonly [RegExp, WorkingHours][] = [
  [/deltid|part ?time|part_time/, 'deltid'],
  [/heltid|fulltid|full ?time|full_time/, 'heltid'],
];

/** Omfattning from the source's words; the database derives it from a percentage too. */
export function workingHoursFrom(text: string | null | undefined): WorkingHours | null {
  const folded = fold(text ?? '');
  return WORKING_HOURS_WORDS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

const PAY_UNITS: readonly [RegExp, PayUnitValue][] = [
  [/^(tim|time|h\b)/, 'hour'],
  [/^(dag|dogn|dygn)/, 'day'],
  [/^(vecka|veck|uke|uge)/, 'week'],
  [/^(manad|man\b|maned|mnd)/, 'month'],
];

/** "85 000 kr/månad", "1 200 NOK per time": an amount and its unit; anything vaguer is not pay. */
export function payFrom(
  text: string | null | undefined,
): { amount: number; unit: PayUnitValue } | null {
  const match = fold(text ?? '').match(
    /(\d{1,3}(?:[ .]\d{3})+|\d+)\s*(?:kr|kronor|sek|nok|dkk)\.?\s*(?:\/|per|pr\.?|i|om)\s*([a-z]+)/,
  );
  if (!match) return null;
  const unit = PAY_UNITS.find(([pattern]) => pattern.test(match[2] ?? ''))?.[1];
  const amount = Number((match[1] ?? '').replace(/[ .]/g, ''));
  return unit && Number.isSafeInteger(amount) && amount <= 10_000_000 ? { amount, unit } : null;
}

/** A calendar date (YYYY-MM-DD) at the start of the text, else null ("Snarest" is no date). */
export function dateFrom(text: string | null | undefined): string | null {
  const match = text?.trim().match(/^(\d{4}-\d{2}-\d{2})/);
  return match && !Number.isNaN(Date.parse(match[1] ?? '')) ? (match[1] ?? null) : null;
}

/** An absolute http(s) URL, else null: nothing else is linked from the site. */
export function webUrl(text: string | null | undefined, base?: string): string | null {
  if (!text) return null;
  try {
    const url = new URL(text.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** "LEKA" → "Leka": NAV writes places in capitals. */
function placeName(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toLocaleUpperCase('nb-NO')) return trimmed;
  return trimmed.toLocaleLowerCase('nb-NO').replace(/(^|[\s-])\p{L}/gu, (s) => s.toUpperCase());
}

/** Employer, title and place, folded: the same job posted at two sources has the same key. */
export function duplicateKey(employer: string, title: string, city: string): string {
  return [employer, title, city]
    .map((part) => fold(part).replace(/[^\p{L}\p{N} ]/gu, ''))
    .join('|');
}

export function mapAd(ad: SourceAd, place: SourcePlace, now: Date): MappedAd {
  const refuse = (reason: string): MappedAd => ({ ok: false, expired: false, reason });
  const title = ad.title.trim().replace(/\s+/g, ' ');
  const employer = ad.employer.trim().replace(/\s+/g, ' ');
  const description = ad.description.trim();
  if (!title) return refuse('Annonsen saknar rubrik.');
  if (title.length > MAX_TITLE) return refuse(`Rubriken är längre än ${MAX_TITLE} tecken.`);
  if (!employer) return refuse('Annonsen saknar arbetsgivare.');
  if (!description) return refuse('Annonsen saknar beskrivning.');
  const country = countryFrom(ad.country) ?? countryFrom(place.country);
  if (!country) return refuse(`Okänt land: ${ad.country ?? 'inget angivet'}.`);

  const expiresAt = ad.expiresAt && !Number.isNaN(Date.parse(ad.expiresAt)) ? ad.expiresAt : null;
  const applyBy = dateFrom(ad.applyBy);
  const closed =
    (expiresAt && Date.parse(expiresAt) <= now.getTime()) ||
    (applyBy && Date.parse(`${applyBy}T23:59:59+01:00`) <= now.getTime());
  if (closed) return { ok: false, expired: true, reason: 'Annonsen har gått ut.' };

  const city = ad.city ? placeName(ad.city) : '';
  const publishedTime = ad.publishedAt ? Date.parse(ad.publishedAt) : Number.NaN;
  const published = Number.isNaN(publishedTime) ? null : Math.min(publishedTime, now.getTime());
  // A feed without a pay field may state it in the text ("Lön: 52 000 kr per månad").
  const pay = payFrom(ad.salaryText ?? description);
  const scope = ad.scopePercent;
  return {
    ok: true,
    job: {
      external_id: ad.externalId,
      title,
      employer_name: employer,
      location: [city, countryLabel(country)].filter(Boolean).join(', '),
      description: description.slice(0, MAX_DESCRIPTION),
      country,
      region: regionFrom(country, ad.region) ?? regionFrom(country, place.region),
      specialty: specialtyFrom(title, description),
      employment_form: employmentFormFrom(ad.employmentType),
      working_hours_type: workingHoursFrom(ad.workingHours),
      scope_percent: scope && scope >= 1 && scope <= 100 ? Math.round(scope) : null,
      pay_amount: pay?.amount ?? null,
      pay_unit: pay?.unit ?? null,
      salary_currency: currencyOfCountry(country),
      start_date: dateFrom(ad.startDate),
      apply_by: applyBy,
      published_at: published ? new Date(published).toISOString() : null,
      // Without an expiry from the source: 30 days from publishing, as the site's own ads.
      expires_at: expiresAt
        ? new Date(expiresAt).toISOString()
        : published
          ? new Date(published + DEFAULT_DAYS * 86_400_000).toISOString()
          : null,
      original_url: webUrl(ad.originalUrl),
      apply_url: webUrl(ad.applyUrl),
      duplicate_key: duplicateKey(employer, title, city),
      status: 'published',
    },
  };
}
