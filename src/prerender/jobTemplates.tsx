// Build time only: the job list's results and a job page, rendered by React around a placeholder
// job and turned into templates (src/lib/pageTemplate.ts) that a first visit's early paint fills
// with the real job before the app runs (src/earlyPaint.ts). Every text is replaced where the
// component put it, and each part shown only for some jobs is found by rendering the job without
// it: the template is the components' own markup, not a copy of it.
import { RouterProvider } from '@tanstack/react-router';
import { renderAsAnonymous } from '@/features/auth';
import { publishedBannersQueryOptions } from '@/features/banners';
import {
  type Job,
  jobCardTexts,
  jobDetailTexts,
  jobQueryOptions,
  publishedJobsQueryOptions,
} from '@/features/jobs';
import { fieldMarker, regionEnd, regionStart } from '@/lib/pageTemplate';
import { loadedRouter, mainBounds, withoutMantineStyles, withProviders } from './renderApp';

const TEMPLATE_JOB: Job = {
  id: 'e0e0e0e0-0000-4000-8000-00000000e0e0',
  title: 'Qtitle',
  employer_name: 'Qemployer',
  location: 'Qlocation',
  region: 'Qregion',
  country: 'SE',
  description: 'Qdescription',
  // Any text works as a placeholder: the badge shows the value as it is.
  job_type: 'Qjobtype' as Job['job_type'],
  specialty: 'Qspecialty',
  requirements: 'Qrequirement',
  benefits: 'Qbenefit',
  salary_monthly: 12345,
  salary_currency: 'SEK',
  status: 'published',
  created_at: '1999-12-31T12:00:00.000Z',
  updated_at: '1999-12-31T12:00:00.000Z',
  published_at: '1998-11-30T12:00:00.000Z',
  expires_at: '2097-10-29T12:00:00.000Z',
};

/** Each optional text, and the placeholder job without it. */
const CARD_OPTIONAL = {
  jobType: { job_type: null },
  specialty: { specialty: null },
  salary: { salary_monthly: null },
} satisfies Record<string, Partial<Job>>;
const DETAIL_OPTIONAL = {
  ...CARD_OPTIONAL,
  expiresIso: { expires_at: null },
  requirements: { requirements: null },
  benefits: { benefits: null },
} satisfies Record<string, Partial<Job>>;

type Range = [start: number, end: number];

/**
 * Where `a` and `b` differ, in each: the common start and end left out, widened to whole tags
 * (an equal `<` or `>` around the change would otherwise cut a tag in two).
 */
function difference(a: string, b: string): { a: Range; b: Range } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  // Where one only adds to the other, equal text on both sides lets the addition slide: move it
  // back to start at a tag.
  if (endB === start)
    while (a[start] !== '<' && start > 0 && a[start - 1] === a[endA - 1]) {
      start--;
      endA--;
    }
  else if (a[start] !== '<' || b[start] !== '<') start = a.lastIndexOf('<', start);
  if (a[endA - 1] !== '>' || (endB > start && b[endB - 1] !== '>')) {
    const after = a.indexOf('>', endA) + 1 - endA;
    endA += after;
    endB += after;
  }
  if (a[start] !== '<' || a.startsWith('</', start) || a[endA - 1] !== '>')
    throw new Error(`prerender: no whole elements differ near ${a.slice(start, start + 80)}`);
  return { a: [start, endA], b: [start, endB] };
}

/** `markup` with each range wrapped in the given comments (ranges may not overlap). */
function wrap(markup: string, ranges: { range: Range; open: string; close: string }[]): string {
  let html = markup;
  for (const { range, open, close } of [...ranges].sort((x, y) => y.range[0] - x.range[0]))
    html = `${html.slice(0, range[0])}${open}${html.slice(range[0], range[1])}${close}${html.slice(range[1])}`;
  return html;
}

/** The element of `tag` around the first `text` in `markup` (not nested in one of its kind). */
function elementAround(markup: string, tag: string, text: string): Range {
  const at = markup.indexOf(text);
  const start = markup.lastIndexOf(`<${tag}`, at);
  const close = `</${tag}>`;
  const end = markup.indexOf(close, at);
  if (at < 0 || start < 0 || end < 0) throw new Error(`prerender: no <${tag}> holds ${text}`);
  return [start, end + close.length];
}

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

/** Markup as tags and the texts between them. */
const tokensOf = (markup: string) => markup.split(/(<[^>]*>)/).filter(Boolean);

const VOID = /^<(?:!|area|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b|\/>$/i;

/** The end (exclusive) of the element that starts at `tokens[start]`, or -1. */
function elementEnd(tokens: string[], start: number): number {
  const first = tokens[start] ?? '';
  if (!first.startsWith('<') || first.startsWith('</')) return -1;
  if (VOID.test(first)) return start + 1;
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    if (!token.startsWith('<') || VOID.test(token)) continue;
    depth += token.startsWith('</') ? -1 : 1;
    if (depth === 0) return i + 1;
  }
  return -1;
}

/** How many tokens `a` and `b` have in common from the start. */
function agreement(a: string[], b: string[]): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/**
 * The whole elements of `full` that `lacking` (the same markup with parts left out) does not
 * have, as ranges of `full`'s characters. Where the two first differ, the element to leave out is
 * the nearest one starting there or before whose removal lets them agree past that point.
 */
function removedParts(full: string, lacking: string): Range[] {
  const original = tokensOf(full);
  const offsets = [0];
  for (const token of original) offsets.push((offsets.at(-1) ?? 0) + token.length);
  const b = tokensOf(lacking);
  let tokens = original;
  let origin = original.map((_, index) => index);
  const ranges: Range[] = [];
  for (let differs = agreement(tokens, b); differs < tokens.length || differs < b.length; ) {
    let removed = false;
    for (let start = differs; start >= 0 && !removed; start--) {
      const end = elementEnd(tokens, start);
      if (end < 0 || end <= differs) continue;
      const rest = [...tokens.slice(0, start), ...tokens.slice(end)];
      const agreed = agreement(rest, b);
      const same = agreed === rest.length && agreed === b.length;
      if (agreed <= differs && !same) continue;
      ranges.push([offsets[origin[start] ?? 0] ?? 0, offsets[(origin[end - 1] ?? 0) + 1] ?? 0]);
      tokens = rest;
      origin = [...origin.slice(0, start), ...origin.slice(end)];
      differs = agreed;
      removed = true;
    }
    if (!removed)
      throw new Error(
        `prerender: no whole element left out near ${tokens.slice(differs, differs + 5).join('')}`,
      );
  }
  return ranges;
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
  return html.slice(start, end);
}

async function renderJobList(jobs: Job[] | null): Promise<string> {
  const { router, queryClient } = await loadedRouter('/jobs', (queryClient) => {
    if (!jobs) return;
    queryClient.setQueryData(publishedJobsQueryOptions().queryKey, jobs);
    queryClient.setQueryData(publishedBannersQueryOptions().queryKey, []);
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
  const { a, b } = difference(marked, loadingPage);
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
