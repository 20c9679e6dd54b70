// The published jobs beyond the site: a sitemap with each job's last change, an Atom
// feed and a JSON Feed whose items carry the ad in JobTech's field names (`_jobtech`, a JSON
// Feed extension) and the terms JobTech has no field for (`_lakarjobb`). Pure builders, so the
// function and the tests share them. What the job's definition adds (@shared/public-job) comes
// with it: its sections in the Atom entry's content, its JobTech fields in `_jobtech`.
import { type DefinedJob, jobSections, jobtechFields } from '../_shared/public-job.ts';
import {
  type CountryValue,
  classificationLines,
  countryLabel,
  earliestStart,
  employmentFormLabel,
  employmentFormOf,
  JOBTECH_COUNTRIES,
  JOBTECH_HEALTH_CARE_FIELD,
  JOBTECH_LANGUAGES,
  JOBTECH_OCCUPATION_GROUP_IDS,
  JOBTECH_OCCUPATIONS,
  JOBTECH_REGIONS,
  languageRequirements,
  occupationOf,
  payUnitOf,
  periodsOf,
  type RegionValue,
  specialtyLabel,
} from '../_shared/search/index.ts';

/** A job as the feeds read it: every public column (the definition's). */
export type FeedJob = DefinedJob;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/**
 * Characters XML 1.0 does not allow (its `Char` production): control characters other than tab
 * and line breaks, lone surrogates, U+FFFE and U+FFFF. One of them in a title made the whole feed
 * malformed for every reader.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xml = (text: string) =>
  text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

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

/** The ad's text, its classification, then each of the definition's sections under its heading. */
const entryContent = (job: FeedJob) =>
  [
    job.description,
    ...(classificationLines(job).length > 0 ? [classificationLines(job).join('\n')] : []),
    ...jobSections(job).map(({ heading, lines }) => `${heading}\n${lines.join('\n')}`),
  ].join('\n\n');

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
    <content type="text">${xml(entryContent(job))}</content>
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

const amount = new Intl.NumberFormat('sv-SE');

/**
 * The ad in JobTech JobSearch's JobAd fields and shapes (`headline`, `employment_type`,
 * `scope_of_work`, `workplace_address` with `*_concept_id`, `must_have.languages` …), with the
 * taxonomy concept ids where a checked one exists (jobtech-taxonomy.ts) and `concept_id: null`
 * where none does. What JobTech has no field for is in `_lakarjobb`.
 */
function jobtech(site: string, job: FeedJob) {
  const form = employmentFormOf(job);
  const grade = occupationOf(job);
  const unit = payUnitOf(job.pay_unit);
  const start = earliestStart(job);
  const occupation =
    job.specialist_level === 'specialist'
      ? JOBTECH_OCCUPATIONS.specialist
      : JOBTECH_OCCUPATIONS.doctor;
  const region = job.region as RegionValue | null;
  return {
    id: job.id,
    webpage_url: jobUrl(site, job),
    headline: job.title,
    description: { text: job.description },
    employer: { name: job.employer_name },
    employment_type: form ? { concept_id: null, label: employmentFormLabel(form) } : null,
    scope_of_work:
      job.scope_percent === null ? null : { min: job.scope_percent, max: job.scope_percent },
    salary_description:
      job.pay_amount === null
        ? null
        : `${amount.format(job.pay_amount)} ${job.salary_currency} ${unit?.label ?? 'per månad'}`,
    access: start ? `Tillträde ${start}` : null,
    occupation,
    occupation_group: {
      concept_id: JOBTECH_OCCUPATION_GROUP_IDS[grade.ssyk.code] ?? null,
      label: grade.ssyk.label,
      legacy_ams_taxonomy_id: grade.ssyk.code,
    },
    occupation_field: JOBTECH_HEALTH_CARE_FIELD,
    workplace_address: {
      municipality: job.location,
      region: (region && JOBTECH_REGIONS[region]?.label) ?? job.region,
      region_concept_id: (region && JOBTECH_REGIONS[region]?.concept_id) ?? null,
      country: countryLabel(job.country),
      country_concept_id: JOBTECH_COUNTRIES[job.country as CountryValue]?.concept_id ?? null,
    },
    must_have: {
      languages: languageRequirements(job).map(({ language }) => ({
        concept_id: JOBTECH_LANGUAGES[language] ?? null,
        label: `${language[0]?.toUpperCase()}${language.slice(1)}`,
      })),
    },
    publication_date: job.published_at,
    application_deadline: job.expires_at,
    last_publication_date: job.expires_at,
    ...jobtechFields(job),
  };
}

/** The terms JobTech's ad has no field for: periods, pay with its unit, on-call, requirements. */
function lakarjobb(job: FeedJob) {
  return {
    periods: periodsOf(job),
    pay:
      job.pay_amount === null
        ? null
        : { amount: job.pay_amount, currency: job.salary_currency, unit: job.pay_unit ?? 'month' },
    on_call: job.on_call,
    licence_countries: job.licence_countries,
    specialist_level: job.specialist_level,
    specialty: job.specialty,
    languages: languageRequirements(job),
    isco_08: occupationOf(job).isco.code,
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
      _lakarjobb: lakarjobb(job),
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
