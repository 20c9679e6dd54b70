// schema.org JobPosting for search engines (Google for Jobs), built from a public job: what
// Google's job search requires (title, description, datePosted, hiringOrganization,
// jobLocation) and recommends (validThrough, employmentType, baseSalary, identifier, directApply),
// plus the start, the occupation's codes and the qualifications, and the properties the
// job's definition adds (@shared/public-job).
import { jsonLdFields } from '@shared/public-job';
import {
  EMPLOYMENT_FORMS,
  earliestStart,
  employmentFormOf,
  occupationOf,
  payUnitOf,
  workingHoursOf,
} from '@shared/search';
import { qualificationsList } from './jobTermTexts';
import type { Job } from './jobTypes';

/** FULL_TIME / PART_TIME for a permanent post by its scope; an assignment's own type, part-time added. */
function employmentType(job: Job): string[] | null {
  const form = EMPLOYMENT_FORMS.find((entry) => entry.value === employmentFormOf(job));
  if (!form) return null;
  const partTime = workingHoursOf(job) === 'deltid';
  if (form.schemaOrg === 'FULL_TIME') return [partTime ? 'PART_TIME' : 'FULL_TIME'];
  return partTime ? [form.schemaOrg, 'PART_TIME'] : [form.schemaOrg];
}

function baseSalary(job: Job) {
  const unit = payUnitOf(job.pay_unit);
  const amount = unit ? job.pay_amount : job.salary_monthly;
  if (amount === null) return null;
  return {
    '@type': 'MonetaryAmount',
    currency: job.salary_currency,
    value: { '@type': 'QuantitativeValue', value: amount, unitText: unit?.schemaOrg ?? 'MONTH' },
  };
}

export function jobPostingJsonLd(job: Job): Record<string, unknown> {
  const datePosted = job.published_at ?? job.created_at;
  const type = employmentType(job);
  const salary = baseSalary(job);
  const start = earliestStart(job);
  const occupation = occupationOf(job);
  const qualifications = qualificationsList(job);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: job.employer_name, value: job.id },
    datePosted,
    // The last day to apply has already closed the ad (expires_at) at its end.
    ...(job.expires_at && { validThrough: job.expires_at }),
    ...(type && { employmentType: type.length === 1 ? type[0] : type }),
    hiringOrganization: { '@type': 'Organization', name: job.employer_name },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location.split(',')[0]?.trim() || job.location,
        ...(job.region && { addressRegion: job.region }),
        addressCountry: job.country,
      },
    },
    ...(salary && { baseSalary: salary }),
    ...(start && { jobStartDate: start }),
    occupationalCategory: [
      {
        '@type': 'CategoryCode',
        inCodeSet: 'SSYK 2012',
        codeValue: occupation.ssyk.code,
        name: occupation.ssyk.label,
      },
      {
        '@type': 'CategoryCode',
        inCodeSet: 'ISCO-08',
        codeValue: occupation.isco.code,
        name: occupation.isco.label,
      },
    ],
    ...(qualifications.length > 0 && { qualifications: qualifications.join('. ') }),
    // What the job's definition adds (e.g. applicationContact).
    ...jsonLdFields(job),
    // "Ansök nu" on the job's own page is the application.
    directApply: true,
  };
}
