// A saved search in words, one short phrase per filter: "Kirurgi", "Skåne", "Minst 60 000 SEK/mån".
import {
  countryLabel,
  employmentFormLabel,
  type JobSearch,
  minSalaryCurrency,
  onCallLabel,
  parseJobSearch,
  payUnitOf,
  specialtyLabel,
  workingHoursLabel,
} from '@shared/search';

const number = new Intl.NumberFormat('sv-SE');

export function describeSearch(stored: unknown): string[] {
  const search: JobSearch = parseJobSearch(stored);
  const parts: string[] = [];
  if (search.q) parts.push(`”${search.q}”`);
  if (search.specialitet) parts.push(specialtyLabel(search.specialitet) ?? search.specialitet);
  if (search.land) parts.push(countryLabel(search.land) ?? search.land);
  if (search.region) parts.push(search.region);
  if (search.plats) parts.push(`Plats: ${search.plats}`);
  if (search.uppdrag) parts.push(employmentFormLabel(search.uppdrag) ?? search.uppdrag);
  if (search.omfattning) parts.push(workingHoursLabel(search.omfattning) ?? search.omfattning);
  if (search.jour) parts.push(onCallLabel(search.jour) ?? search.jour);
  if (search.fran || search.till) {
    parts.push(`Tillgänglig ${[search.fran, search.till].filter(Boolean).join(' – ')}`);
  }
  if (search.minlon)
    parts.push(
      `Minst ${number.format(search.minlon)} ${minSalaryCurrency(search)}/${payUnitOf(search.lonenhet ?? 'month')?.per}`,
    );
  if (search.arbetsgivare) parts.push(`Arbetsgivare: ${search.arbetsgivare}`);
  return parts.length > 0 ? parts : ['Alla jobb'];
}
