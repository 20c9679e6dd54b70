// What a signed-in doctor's professional profile lacks of a job's requirements, said
// plainly beside the requirements: a licence in none of the countries the ad asks for, a language
// the profile does not name, or a level below the one asked. A named proof (Svenska 3, TISUS …)
// counts as meeting a level: the authorities accept it instead of one.
import {
  countryLabel,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  languageRequirements,
} from '@shared/search';
import type { Job } from './jobTypes';

interface ProfileParts {
  licences: readonly { country: string; state: string }[];
  languages: readonly { language: string; level: string; proof: string }[];
}

const rank = (level: string) => LANGUAGE_LEVELS.indexOf(level as LanguageLevel);

const either = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} eller ${items.at(-1)}` : (items[0] ?? '');

export function qualificationGaps(
  job: Pick<Job, 'licence_countries' | 'languages'>,
  profile: ProfileParts,
): string[] {
  const gaps: string[] = [];
  // `?? []`: a row of a local copy saved before these columns lacks them until its next sync.
  const asked = job.licence_countries ?? [];
  if (asked.length > 0) {
    const held = profile.licences.filter((licence) => asked.includes(licence.country));
    if (!held.some((licence) => licence.state === 'yes')) {
      const countries = either(asked.map((country) => countryLabel(country) ?? country));
      gaps.push(
        held.some((licence) => licence.state === 'in-progress')
          ? `Din ansökan om legitimation i ${countries} pågår; annonsen kräver legitimation.`
          : `Din profil har ingen läkarlegitimation i ${countries}.`,
      );
    }
  }
  for (const { language, level } of languageRequirements(job)) {
    const own = profile.languages.find((entry) => entry.language === language);
    if (!own) {
      gaps.push(`Din profil anger inte ${language} (annonsen kräver nivå ${level}).`);
    } else if (!own.proof && rank(own.level) < rank(level)) {
      gaps.push(`Din profil anger ${language} ${own.level}; annonsen kräver ${level}.`);
    }
  }
  return gaps;
}
