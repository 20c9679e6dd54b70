// Swedish formatting of job data (dates sv-SE, salary per month in its currency).
import { countryLabel, fold } from '@shared/search';

// Made once: toLocaleDateString builds a formatter per call, a cost paid on every job card.
const numberFormat = new Intl.NumberFormat('sv-SE');
const dateFormat = new Intl.DateTimeFormat('sv-SE');

/** The Swedish date format, "2026-03-03". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "65 000 NOK/mån": the currency code, since SEK, NOK and DKK are all "kr". */
export function formatMonthlySalary(amount: number, currency: string): string {
  return `${numberFormat.format(amount)} ${currency}/mån`;
}

/** A job's monthly pay, or null when the ad gives none. */
export function jobSalary(job: { salary_monthly: number | null; salary_currency: string }) {
  return job.salary_monthly === null
    ? null
    : formatMonthlySalary(job.salary_monthly, job.salary_currency);
}

/** The first part of a description, cut at a word boundary. */
export function shorten(text: string, maxLength = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : maxLength)}…`;
}

/** A text column with one item per line, as a list. */
export function lines(text: string | null): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
    .filter(Boolean);
}

/** "Lund, Skåne" or "Tromsø, Troms, Norge": the ad's place with the region and country it leaves out. */
export function jobPlace(job: {
  location: string;
  region: string | null;
  country: string;
}): string {
  const place = fold(job.location);
  const extra = [job.region, countryLabel(job.country)].filter(
    (part): part is string => !!part && !place.includes(fold(part)),
  );
  return [job.location, ...extra].join(', ');
}
