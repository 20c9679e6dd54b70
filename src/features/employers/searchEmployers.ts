// Filtering of the static employer directory by a free-text query on name and location.
import { type EmployerDetail, employerDetails } from '@/content/employer-details';
import { type Employer, employers } from '@/content/employers';

/**
 * Lower-cases in Swedish and folds the Danish/Norwegian letters to their Swedish twins, so that
 * "tromsö" finds Tromsø and "KØBENHAVN" finds København. å, ä and ö stay distinct from a and o.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('sv-SE')
    .replaceAll('æ', 'ä')
    .replaceAll('ø', 'ö')
    .trim()
    .replace(/\s+/g, ' ');
}

/** Employers whose name or location contains the query; an empty query keeps all of them. */
export function searchEmployers(list: readonly Employer[], query: string): readonly Employer[] {
  const needle = normaliseForSearch(query);
  if (!needle) return list;
  return list.filter((employer) =>
    normaliseForSearch(`${employer.name} ${employer.location}`).includes(needle),
  );
}

export type EmployerProfile = Employer & Omit<EmployerDetail, 'id'>;

/** The profile of a detailed employer, or null when the id has none (or is not a number). */
export function findEmployerProfile(id: string): EmployerProfile | null {
  if (!/^\d+$/.test(id)) return null;
  const numericId = Number(id);
  const detail = employerDetails.find((entry) => entry.id === numericId);
  const card = employers.find((entry) => entry.id === numericId);
  return detail && card ? { ...card, about: detail.about, contact: detail.contact } : null;
}
