// Filtering of the static employer directory by a free-text query on name and location.
import { type EmployerContact, employerDetails } from '@/content/employer-details';
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

/**
 * Every employer of the directory has a profile page built from its card. The ten with detail
 * data add the about text and contact details; the others are null there.
 */
export type EmployerProfile = Employer & {
  about: string | null;
  contact: EmployerContact | null;
};

/** The profile of the employer with this numeric id, or null when there is none. */
export function findEmployerProfile(id: string): EmployerProfile | null {
  if (!/^\d+$/.test(id)) return null;
  const numericId = Number(id);
  const card = employers.find((entry) => entry.id === numericId);
  if (!card) return null;
  const detail = employerDetails.find((entry) => entry.id === numericId);
  return { ...card, about: detail?.about ?? null, contact: detail?.contact ?? null };
}
