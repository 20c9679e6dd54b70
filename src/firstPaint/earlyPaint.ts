// A job page, and the job list's first cards, painted before the app's code has arrived. The build
// inlines this script into jobs.html and job.html after React's markup of the page as a template
// (a JSON element; src/prerender/jobTemplates.tsx, scripts/prerender-early-paint.ts). While the HTML still parses
// it reads the page's rows, then puts them in place of the prerendered loading state (a ClientData
// fallback, src/lib/ui/ClientData.tsx), which React renders afresh when it hydrates the page. A
// first visit, online, fetches them (firstVisitReads.ts, which the app takes over); a return visit
// reads the local copy, online or not (localJobPeek.ts; the app takes a job page's read over).
// Only for an anonymous visitor, and not over a job saved on this device: a signed-in visitor's
// page shows more (the profile's apply card) than the template, and a saved job says "Sparat".
import { FIRST_STEP } from '@/features/jobs/firstStep';
import { jobCardTexts, jobDetailFields } from '@/features/jobs/jobTexts';
import { EARLY_PAINTED } from '@/lib/earlyInput';
import { jobIdOfPath } from '@/lib/jobPath';
import { hasStoredSession } from '@/lib/offline/authSession';
import type { JobRecord } from '@/lib/offline/db';
import { startFirstVisitJob, startFirstVisitList } from '@/lib/offline/firstVisitReads';
import { hasLocalCopy } from '@/lib/offline/localCopy';
import { peekFirstJobs, startJobPeek } from '@/lib/offline/localJobPeek';
import { isVisibleJob } from '@/lib/offline/publicDataFetch';
import { publishedJobs } from '@/lib/offline/publicOrder';
import { fillTemplate } from '@/lib/pageTemplate';
import { TEMPLATE_ELEMENT } from './dataElements';

/** How long the app's code waits for the rows at most (a slow read must not hold it back). */
const MAX_WAIT_MS = 2000;
/** The prerendered job list's loading text; the template's results take its place. */
const RESULTS_SLOT = '[data-early-slot="job-results"]';
/** job.html's job page skeleton; the job page's content takes its place. */
const JOB_SLOT = '[data-early-slot="job"]';

const parsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

/**
 * Puts the markup in the slot's place once the page is parsed, unless React has rendered it (the
 * slot is a ClientData fallback, src/lib/ui/ClientData.tsx, which React renders afresh).
 */
async function paint(selector: string, html: () => string | null) {
  await parsed;
  const slot = document.querySelector(selector);
  const markup = slot && html();
  if (!slot || !markup) return;
  const painted = document.createElement('template');
  painted.innerHTML = markup;
  // A press that starts on it is finished on React's render of it (src/lib/earlyInput.ts).
  painted.content.firstElementChild?.setAttribute(EARLY_PAINTED, '');
  slot.replaceWith(painted.content);
  // On screen after the next frame.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

function holdAppUntil(painted: Promise<unknown>): void {
  const waited = new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS));
  // A failed read is the app's to report: it reads again.
  window.__firstPaint ??= {};
  window.__firstPaint.painted = Promise.race([painted, waited]).then(
    () => undefined,
    () => undefined,
  );
}

function paintJob(template: string, read: Promise<JobRecord | undefined>): Promise<void> {
  return read.then((job) =>
    paint(JOB_SLOT, () =>
      // An imported ad's page names its source and applies at the employer: the app paints it.
      job && isVisibleJob(job) && !job.source_id
        ? fillTemplate(template, jobDetailFields(job))
        : null,
    ),
  );
}

/**
 * The list's first cards, from `jobs`: every job, or (`count` given) at least the first step's
 * newest and all of the last one's day. `saved`: ids saved on this device (undefined: none can be).
 */
function paintList(
  template: string,
  read: Promise<{ jobs: JobRecord[]; count?: number; saved?: Set<string> } | undefined>,
): Promise<void> {
  return read.then((list) =>
    paint(RESULTS_SLOT, () => {
      if (!list) return null;
      // The unfiltered list: published jobs, newest first, as the app's filterJobs orders them.
      const shown = publishedJobs(list.jobs);
      const first = shown.slice(0, FIRST_STEP);
      // A saved job's card says "Sparat", the template "Spara": the app paints those.
      if (first.length === 0 || first.some((job) => list.saved?.has(job.id))) return null;
      return fillTemplate(template, {
        count: String(list.count ?? shown.length),
        jobs: first.map(jobCardTexts),
      });
    }),
  );
}

function start(template: string) {
  const path = window.location.pathname.replace(/\/+$/, '');
  const jobId = jobIdOfPath(path);
  if (path !== '/jobs' && !jobId) return;
  const anonymous = !hasStoredSession() && !window.location.search;
  if (hasLocalCopy()) {
    if (!jobId) {
      if (anonymous) holdAppUntil(paintList(template, peekFirstJobs(FIRST_STEP)));
      return;
    }
    // Started for a signed-in visitor too: the app's first read takes the job over.
    const peek = startJobPeek(jobId);
    // A saved job's page says "Sparat", the template "Spara": the app paints that one.
    if (anonymous)
      holdAppUntil(
        paintJob(
          template,
          peek.then(({ job, saved }) => (saved ? undefined : job)),
        ),
      );
    return;
  }
  if (!navigator.onLine) return;
  // The rows are read as anon either way; only an anonymous page looks like the template.
  if (!anonymous || navigator.serviceWorker?.controller) {
    if (jobId) startFirstVisitJob(jobId);
    else startFirstVisitList();
    return;
  }
  holdAppUntil(
    jobId
      ? paintJob(template, startFirstVisitJob(jobId))
      : paintList(
          template,
          startFirstVisitList().jobs.then(({ rows }) => ({ jobs: rows })),
        ),
  );
}

const templateText = document.getElementById(TEMPLATE_ELEMENT)?.textContent;
const template = templateText ? (JSON.parse(templateText) as string) : undefined;
if (template)
  try {
    start(template);
  } catch (error) {
    // The app reads and renders the page itself: nothing is lost but time.
    console.warn('Kunde inte visa jobben i förväg', error);
  }
