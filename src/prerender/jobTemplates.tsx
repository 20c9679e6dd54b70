// Build time only: the job list's results and a job page, rendered by React around a placeholder
// job and turned into templates (src/lib/pageTemplate.ts) that a first visit's early paint fills
// with the real job before the app runs (src/firstPaint/earlyPaint.ts). Every text is replaced where the
// component put it, and each part shown only for some jobs is found by rendering the job without
// it: the template is the components' own markup, not a copy of it.

import { restoreJob, SECTION_FIELDS } from '@shared/public-job';
import { placeBanners } from '@shared/schemas/banner-places.ts';
import { RouterProvider } from '@tanstack/react-router';
import { renderAsAnonymous } from '@/features/auth';
import { publishedBannersQueryOptions } from '@/features/banners';
import { type Job, jobCardTexts, jobDetailTexts, jobQueryOptions } from '@/features/jobs';
import { fieldMarker, regionEnd, regionStart } from '@/lib/pageTemplate';
import { publishedJobsQueryOptions } from '@/lib/publishedJobs';
import { elementAround, removedParts, replacedPart, wrap } from './markup';
import { loadedRouter, mainBounds, withoutMantineStyles, withProviders } from './renderApp';

// The definition's sections show their samples; the columns not named here, their defaults.
const TEMPLATE_JOB = restoreJob<Job>({
  ...Object.fromEntries(SECTION_FIELDS.map(({ name, sample }) => [name, sample])),
  id: 'e0e0e0e0-0000-4000-8000-00000000e0e0',
  title: 'Qtitle',
  employer_name: 'Qemployer',
  location: 'Qlocation',
  region: 'Qregion',
  country: 'SE',
  description: 'Qdescription',
  job_type: null,
  specialty: 'Qspecialty',
  requirements: 'Qrequirement',
  benefits: 'Qbenefit',
  salary_monthly: 12345,
  salary_currency: 'SEK',
  // Any text works as a placeholder: the badge shows the value as it is.
  employment_form: 'Qform',
  working_hours_type: null,
  periods: [],
  period_start: null,
  period_end: null,
  // One term and one requirement, each the template of its list's item.
  scope_percent: 37,
  on_call: null,
  pay_amount: 12345,
  pay_unit: 'month',
  start_date: null,
  apply_by: null,
  travel_provided: false,
  housing_provided: false,
  licence_countries: ['SE'],
  specialist_level: null,
  languages: [],
  status: 'published',
  created_at: '1999-12-31T12:00:00.000Z',
  updated_at: '1999-12-31T12:00:00.000Z',
  published_at: '1998-11-30T12:00:00.000Z',
  expires_at: '2097-10-29T12:00:00.000Z',
} satisfies Partial<Job>);

/** Each optional text, and the placeholder job without it. */
const CARD_OPTIONAL = {
  employmentForm: { employment_form: null },
  specialty: { specialty: null },
  salary: { salary_monthly: null, pay_amount: null },
  terms: { scope_percent: null },
  expiresIso: { expires_at: null },
} satisfies Record<string, Partial<Job>>;
const DETAIL_OPTIONAL = {
  ...CARD_OPTIONAL,
  requirements: { requirements: null },
  benefits: { benefits: null },
  qualifications: { licence_countries: [] },
  ...Object.fromEntries(SECTION_FIELDS.map(({ name, without }) => [name, { [name]: without }])),
} satisfies Record<string, Partial<Job>>;

/** Each text of `texts` (a string) replaced by its placeholder, which must be there. */
function markTexts(markup: string, texts: Record<string, unknown>): string {
  const strings = Object.entries(texts).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  // Longest first: the ISO date holds the formatted one.
  strings.sort((x, y) => y[1].length - x[1].length);
  let html = markup;
  for (const [name, value] of strings) {
    if (!html.includes(value)) throw new Error(`prerender: the template does not show ${name}`);
    html = html.replaceAll(value, fieldMarker(name));
  }
  return html;
}

/** Its items' placeholders, each `<li>` made a repeated region. */
function markList(markup: string, name: string, item: string): string {
  const [start, end] = elementAround(markup, 'li', item);
  const li = markup.slice(start, end).replace(item, fieldMarker(name));
  return `${markup.slice(0, start)}${regionStart('each', name)}${li}${regionEnd('each', name)}${markup.slice(end)}`;
}

/** Each optional text's markup in `full`: what the rendering without the text lacks. */
async function optionalRegions(
  full: string,
  render: (job: Job) => Promise<string>,
  optional: Record<string, Partial<Job>>,
) {
  const regions = [];
  for (const [name, without] of Object.entries(optional))
    for (const range of removedParts(full, await render({ ...TEMPLATE_JOB, ...without })))
      regions.push({ range, open: regionStart('if', name), close: regionEnd('if', name) });
  return regions;
}

async function renderJobPage(job: Job): Promise<string> {
  const { router, queryClient } = await loadedRouter(`/jobs/${job.id}`, (queryClient) =>
    queryClient.setQueryData(jobQueryOptions(job.id).queryKey, job),
  );
  const html = withoutMantineStyles(
    renderAsAnonymous(() => withProviders(queryClient, <RouterProvider router={router} />)),
  );
  const [start, end] = mainBounds(html);
  // The job's structured data is for search engines, not the screen.
  return html.slice(start, end).replace(/<script type="application\/ld\+json">.*?<\/script>/, '');
}

async function renderJobList(jobs: Job[] | null): Promise<string> {
  const { router, queryClient } = await loadedRouter('/jobs', (queryClient) => {
    if (!jobs) return;
    queryClient.setQueryData(publishedJobsQueryOptions().queryKey, jobs);
    queryClient.setQueryData(publishedBannersQueryOptions().queryKey, placeBanners([]));
  });
  return withoutMantineStyles(
    renderAsAnonymous(() => withProviders(queryClient, <RouterProvider router={router} />)),
  );
}

/** A job page's main content, to fill with jobDetailTexts. */
async function detailTemplate(): Promise<string> {
  const full = await renderJobPage(TEMPLATE_JOB);
  let html = wrap(full, await optionalRegions(full, renderJobPage, DETAIL_OPTIONAL));
  html = markList(html, 'requirements', TEMPLATE_JOB.requirements ?? '');
  html = markList(html, 'benefits', TEMPLATE_JOB.benefits ?? '');
  const { terms, qualifications, sections } = jobDetailTexts(TEMPLATE_JOB);
  html = markList(html, 'terms', terms[0] ?? '');
  html = markList(html, 'qualifications', qualifications[0] ?? '');
  for (const { name } of SECTION_FIELDS) html = markList(html, name, sections[name]?.[0] ?? '');
  return markTexts(html, jobDetailTexts(TEMPLATE_JOB));
}

/**
 * The job list's results (count and cards), to fill with `count` and `jobs` (jobCardTexts), and
 * the loading text they replace on the prerendered /jobs.
 */
async function resultsTemplate(): Promise<{ template: string; loading: string }> {
  const loadingPage = await renderJobList(null);
  const full = await renderJobList([TEMPLATE_JOB]);
  const marked = wrap(
    full,
    await optionalRegions(full, (job) => renderJobList([job]), CARD_OPTIONAL),
  );
  const { a, b } = replacedPart(marked, loadingPage);
  let results = marked.slice(...a);
  const card = elementAround(results, 'article', TEMPLATE_JOB.id);
  const cardMarkup = markTexts(results.slice(...card), jobCardTexts(TEMPLATE_JOB));
  results = `${results.slice(0, card[0])}${regionStart('each', 'jobs')}${cardMarkup}${regionEnd('each', 'jobs')}${results.slice(card[1])}`;
  const count = /(data-testid="job-count"[^>]*>[^<]*<!-- -->)1(<!-- -->)/;
  if (!count.test(results)) throw new Error('prerender: the results show no count of 1');
  return {
    template: results.replace(count, `$1${fieldMarker('count')}$2`),
    loading: loadingPage.slice(...b),
  };
}

export async function renderJobTemplates() {
  return { detail: await detailTemplate(), results: await resultsTemplate() };
}
