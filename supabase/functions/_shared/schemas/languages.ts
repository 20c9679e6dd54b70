// The languages a doctor can state and a job can ask for, and how each is proven. A module of
// their own, without schemas: the job list's search texts (search/job-terms.ts) are start-up
// code, which should not build the profile form's schemas to read these.
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const LANGUAGES = [
  'svenska',
  'norska',
  'danska',
  'engelska',
  'finska',
  'isländska',
  'tyska',
  'franska',
  'spanska',
  'polska',
  'arabiska',
] as const;
export type Language = (typeof LANGUAGES)[number];
/** How a language is written in a list or a sentence's start: "svenska" → "Svenska". */
export const languageLabel = (language: string) =>
  language.charAt(0).toUpperCase() + language.slice(1);
/** Named proofs the authorities accept instead of a CEFR level. */
export const LANGUAGE_PROOFS = [
  'Svenska 3',
  'TISUS',
  'Bergenstesten',
  'Norskprøve B2',
  'Prøve i Dansk 3',
  'Studieprøven',
  'Modersmål',
] as const;
