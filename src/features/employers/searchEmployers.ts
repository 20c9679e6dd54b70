// Filtering of the static employer directory by a free-text query on name and location, with
// the job search's folding (@shared/search): "Tromso" finds Tromsø and "Goteborg" Göteborg there
// as on /jobs.
import { employerKey, fold } from '@shared/search';
import { type EmployerContact, employerDetails } from '@/content/employer-details';
import { type Employer, employers } from '@/content/employers';

/** Employers whose name or location contains the query; an empty query keeps all of them. */
export function searchEmployers(list: readonly Employer[], query: string): readonly Employer[] {
  const needle = fold(query);
  if (!needle) return list;
  return list.filter((employer) => fold(`${employer.name} ${employer.location}`).includes(needle));
}

/** The directory's id of the employer a job names (the job filter's rule), or null. */
export function listedEmployerId(employerName: string): number | null {
  const key = employerKey(employerName);
  return employers.find((employer) => employerKey(employer.name) === key)?.id ?? null;
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
