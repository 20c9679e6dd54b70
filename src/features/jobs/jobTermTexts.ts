// A job's terms as the texts a doctor scans: the card's one line (period, scope,
// on-call), the pay in its unit, and the job page's lists of terms and requirements.
import {
  ASSIGNMENT_FORMS,
  countryLabel,
  employmentFormLabel,
  employmentFormOf,
  languageRequirements,
  onCallLabel,
  payUnitOf,
  periodsOf,
  periodText,
  SPECIALIST_LEVELS,
  specialtyLabel,
  workingHoursText,
} from '@shared/search';
import { formatMonthlySalary, formatNumber } from './formatting';
import type { Job } from './jobTypes';

type Terms = Pick<
  Job,
  | 'job_type'
  | 'employment_form'
  | 'working_hours_type'
  | 'periods'
  | 'period_start'
  | 'period_end'
  | 'scope_percent'
  | 'on_call'
  | 'pay_amount'
  | 'pay_unit'
  | 'salary_monthly'
  | 'salary_currency'
>;

/** The badge and the job page's Anställningsform: the ad's form ("Locum / stafett"). */
export function employmentBadge(job: Pick<Job, 'job_type' | 'employment_form'>): string | null {
  return employmentFormLabel(job.employment_form || employmentFormOf(job));
}

/** "1 200 SEK/tim", "78 000 SEK/mån", or null when the ad gives no pay. */
export function jobPay(job: Terms): string | null {
  const unit = payUnitOf(job.pay_unit);
  if (job.pay_amount !== null && unit) {
    return `${formatNumber(job.pay_amount)} ${job.salary_currency}/${unit.per}`;
  }
  if (job.salary_monthly === null) return null;
  return formatMonthlySalary(job.salary_monthly, job.salary_currency);
}

/**
 * The assignment's periods ("2027-01-11 – 2027-02-07, 2027-03-01 – 2027-03-28"), the card's
 * first `shown` of them and how many more; "enligt överenskommelse" for an assignment without.
 */
function periods(job: Terms, shown = Number.POSITIVE_INFINITY): string | null {
  const all = periodsOf(job);
  if (all.length > 0) {
    const more = all.length - Math.min(shown, all.length);
    const listed = all.slice(0, shown).map(periodText).join(', ');
    return more > 0 ? `${listed} (+${more} ${more === 1 ? 'period' : 'perioder'})` : listed;
  }
  if (job.period_end) return `till ${job.period_end}`;
  const form = employmentFormOf(job);
  return form && ASSIGNMENT_FORMS.includes(form) ? 'enligt överenskommelse' : null;
}

/**
 * The card's line: "2027-01-11 – 2027-02-07 · Deltid 80 % · Jour ingår" (the first period, then
 * "+2 perioder": the page lists them all); null when the ad states none.
 */
export function termsLine(job: Terms): string | null {
  const parts = [periods(job, 1), workingHoursText(job), onCallLabel(job.on_call)].filter(
    (part): part is string => part !== null,
  );
  return parts.length ? parts.join(' · ') : null;
}

/**
 * The job page's terms, one per line: when and on what conditions (the form is among the facts
 * above them, as Anställningsform).
 */
export function termsList(job: Job): string[] {
  const hours = workingHoursText(job);
  const all = periodsOf(job);
  // Several periods one a line ("Period 2: …"), so a date never wraps at its hyphen mid-list.
  const single = all.length > 1 ? null : periods(job);
  const when =
    all.length > 1
      ? all.map((period, index) => `Period ${index + 1}: ${periodText(period)}`)
      : [single && `Period: ${single}`];
  return [
    ...when,
    hours && `Omfattning: ${hours}`,
    onCallLabel(job.on_call),
    job.start_date && `Tillträde: ${job.start_date}`,
    job.travel_provided && 'Resa ingår',
    job.housing_provided && 'Boende ingår',
  ].filter((item): item is string => typeof item === 'string' && item !== '');
}

/** The requirements as data, as sentences a doctor checks against their own papers. */
export function qualificationsList(job: Job): string[] {
  // `?? []`: a row of a local copy saved before these columns lacks them until its next sync.
  const countries = (job.licence_countries ?? []).map(
    (country) => countryLabel(country) ?? country,
  );
  const level = SPECIALIST_LEVELS.find((entry) => entry.value === job.specialist_level);
  const specialty = specialtyLabel(job.specialty)?.toLowerCase();
  const last = countries.at(-1);
  return [
    last &&
      `Läkarlegitimation i ${countries.length > 1 ? `${countries.slice(0, -1).join(', ')} eller ` : ''}${last}`,
    level && (specialty ? `${level.label} i ${specialty}` : level.label),
    ...languageRequirements(job).map(
      ({ language, level: cefr }) =>
        `${language[0]?.toUpperCase()}${language.slice(1)} på minst nivå ${cefr}`,
    ),
  ].filter((item): item is string => typeof item === 'string');
}
