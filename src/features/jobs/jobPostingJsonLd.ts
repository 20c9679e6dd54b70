// schema.org JobPosting for search engines (Google for Jobs), built from a public job.
import type { Job } from './jobTypes';

const EMPLOYMENT_TYPES: Record<string, string> = {
  Heltid: 'FULL_TIME',
  Deltid: 'PART_TIME',
  Vikariat: 'TEMPORARY',
  Konsult: 'CONTRACTOR',
};

const COUNTRIES: [RegExp, 'SE' | 'NO' | 'DK'][] = [
  [/norge|norway|oslo|bergen|trondheim|stavanger|tromsø|kristiansand|bodø|ålesund/i, 'NO'],
  [/danmark|denmark|köpenhamn|københavn|aarhus|århus|odense|aalborg|ålborg|esbjerg/i, 'DK'],
];

/** The country of a job from its location text; the portal's home market Sweden by default. */
export function jobCountry(location: string): 'SE' | 'NO' | 'DK' {
  return COUNTRIES.find(([pattern]) => pattern.test(location))?.[1] ?? 'SE';
}

export function jobPostingJsonLd(job: Job): Record<string, unknown> {
  const datePosted = job.published_at ?? job.created_at;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted,
    ...(job.expires_at && { validThrough: job.expires_at }),
    ...(job.job_type && { employmentType: EMPLOYMENT_TYPES[job.job_type] }),
    hiringOrganization: { '@type': 'Organization', name: job.employer_name },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location.split(',')[0]?.trim() || job.location,
        addressCountry: jobCountry(job.location),
      },
    },
    ...(job.salary_monthly !== null && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'SEK',
        value: { '@type': 'QuantitativeValue', value: job.salary_monthly, unitText: 'MONTH' },
      },
    }),
  };
}
