// The published jobs beyond the site (issue 36): a sitemap with each job's last change, an Atom
// feed and a JSON Feed whose items carry the ad in JobTech's field names (`_jobtech`, a JSON
// Feed extension). Pure builders, so the function and the tests share them.
import {
  countryLabel,
  employmentFormLabel,
  employmentFormOf,
  type JobTerms,
  languageRequirements,
  occupationOf,
  payUnitOf,
  specialtyLabel,
} from '../_shared/search/index.ts';

/** The job columns the feeds read (all public columns, so a visitor's read gets them). */
export const FEED_JOB_COLUMNS =
  'id, title, employer_name, location, description, job_type, specialty, country, region, salary_monthly, salary_currency, updated_at, published_at, expires_at, employment_form, period_start, period_end, scope_percent, on_call, pay_amount, pay_unit, start_date, apply_by, licence_countries, specialist_level, languages';

/** A job as the feeds read it: the listed columns (travel and housing are left to the page). */
export interface FeedJob extends Omit<JobTerms, 'travel_provided' | 'housing_provided'> {
  id: string;
  title: string;
  employer_name: string;
  location: string;
  description: string;
  job_type: string | null;
  specialty: string | null;
  country: string;
  region: string | null;
  salary_monthly: number | null;
  salary_currency: string;
  updated_at: string;
  published_at: string | null;
  expires_at: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Text for XML; control characters other than tab and line breaks are not allowed in XML 1.0. */
const xml = (text: string) =>
  text.replace(/(?![\t\n\r])\p{Cc}/gu, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const jobUrl = (site: string, job: FeedJob) => `${site}/jobs/${job.id}`;

export function sitemapXml(site: string, jobs: FeedJob[]): string {
  const urls = jobs.map(
    (job) =>
      `  <url><loc>${xml(jobUrl(site, job))}</loc><lastmod>${job.updated_at}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/** The newest change among the jobs: the feed's own update time. */
const newest = (jobs: FeedJob[]) =>
  jobs
    .map((job) => job.updated_at)
    .sort()
    .at(-1) ?? '1970-01-01T00:00:00Z';

export function atomXml(site: string, self: string, jobs: FeedJob[]): string {
  const entries = jobs.map((job) => {
    const url = jobUrl(site, job);
    return `  <entry>
    <id>${xml(url)}</id>
    <title>${xml(job.title)}</title>
    <link rel="alternate" type="text/html" href="${xml(url)}"/>
    <published>${job.published_at ?? job.updated_at}</published>
    <updated>${job.updated_at}</updated>
    <author><name>${xml(job.employer_name)}</name></author>
    ${job.specialty ? `<category term="${xml(job.specialty)}" label="${xml(specialtyLabel(job.specialty) ?? job.specialty)}"/>` : ''}
    <summary>${xml(`${job.employer_name}, ${job.location}. ${job.description.slice(0, 300)}`)}</summary>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="sv">
  <id>${xml(self)}</id>
  <title>Läkarjobb i Norden</title>
  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>
  <link rel="alternate" type="text/html" href="${xml(`${site}/jobs`)}"/>
  <updated>${newest(jobs)}</updated>
${entries.join('\n')}
</feed>
`;
}

/** The ad as JobTech's JobAd names its fields (no taxonomy concept ids: we hold none). */
function jobtech(site: string, job: FeedJob) {
  const form = employmentFormOf(job);
  const occupation = occupationOf(job);
  const unit = payUnitOf(job.pay_unit);
  return {
    id: job.id,
    headline: job.title,
    description: { text: job.description },
    employer: { name: job.employer_name },
    employment_type: form ? { label: employmentFormLabel(form) } : null,
    duration:
      job.period_start || job.period_end ? { start: job.period_start, end: job.period_end } : null,
    scope_of_work:
      job.scope_percent === null ? null : { min: job.scope_percent, max: job.scope_percent },
    salary:
      job.pay_amount === null
        ? null
        : { amount: job.pay_amount, currency: job.salary_currency, unit: unit?.value ?? 'month' },
    access: job.start_date,
    occupation: { label: occupation.label, ssyk_2012: occupation.code, isco_08: occupation.code },
    occupation_field: job.specialty ? { label: specialtyLabel(job.specialty) } : null,
    workplace_address: {
      municipality: job.location,
      region: job.region,
      country: countryLabel(job.country),
      country_code: job.country,
    },
    must_have: {
      languages: languageRequirements(job).map(({ language, level }) => ({
        label: language,
        level,
      })),
      licences: job.licence_countries.map((country) => ({ country_code: country })),
      specialist_level: job.specialist_level,
    },
    publication_date: job.published_at,
    application_deadline: job.apply_by ?? job.expires_at,
    last_publication_date: job.expires_at,
    webpage_url: jobUrl(site, job),
  };
}

export function jsonFeed(site: string, self: string, jobs: FeedJob[]) {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: 'Läkarjobb i Norden',
    language: 'sv',
    home_page_url: `${site}/jobs`,
    feed_url: self,
    items: jobs.map((job) => ({
      id: job.id,
      url: jobUrl(site, job),
      title: job.title,
      content_text: job.description,
      date_published: job.published_at ?? job.updated_at,
      date_modified: job.updated_at,
      tags: [job.specialty, job.country].filter((tag): tag is string => !!tag),
      _jobtech: jobtech(site, job),
    })),
  };
}

/** A strong validator of the body: a feed reader or crawler asks again with If-None-Match. */
export async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `"${hex.slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or *). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}
