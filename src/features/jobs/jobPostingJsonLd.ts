// schema.org JobPosting for search engines (Google for Jobs), built from a public job.
import type { Job } from './jobTypes';

const EMPLOYMENT_TYPES: Record<string, string> = {
  Heltid: 'FULL_TIME',
  Deltid: 'PART_TIME',
  Vikariat: 'TEMPORARY',
  Konsult: 'CONTRACTOR',
};

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
        ...(job.region && { addressRegion: job.region }),
        addressCountry: job.country,
      },
    },
    ...(job.salary_monthly !== null && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: job.salary_currency,
        value: { '@type': 'QuantitativeValue', value: job.salary_monthly, unitText: 'MONTH' },
      },
    }),
  };
}
