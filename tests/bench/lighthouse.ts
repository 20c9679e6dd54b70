// Lighthouse (mobile preset, the default config) in the system Chromium for /, /jobs and a job
// detail: performance, accessibility, best practices and SEO.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Section, Target } from './lib/report.ts';
import { median } from './lib/stats.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Runs per page; the figures are the median run (Lighthouse's own computeMedianRun, by FCP and
// TTI), as Lighthouse's docs advise: single runs here vary with the shared CPU and with when
// Chromium's paint holding lets the first frame through.
const RUNS = 3;
// Set to a folder to keep each page's whole Lighthouse report (JSON) for a closer look.
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Issue 15: performance ≥ 95, the other three stay at 100.
const GOAL: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** Issue 15's bounds on each page (milliseconds, Lighthouse's simulated mobile figures). */
const METRIC_GOAL = { 'largest-contentful-paint': 2500, 'total-blocking-time': 200 } as const;

/**
 * A Chromium with a profile of its own: every run is a first visit. Lighthouse's storage reset
 * leaves localStorage and IndexedDB alone, so in one browser the second run of a page (and every
 * page after `/`) would read the local copy the first run stored.
 */
function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
      // Paint holding keeps the previous page (about:blank) on screen after a navigation; in this
      // headless Chromium it lets the new page's first frame through only on a ~1 s tick, so the
      // observed first paint of the same build varied from 0.3 to 2.3 s, and Lighthouse's
      // simulation then counts whatever finished downloading before it as render-blocking.
      // Without it the report measures when the page itself can paint.
      '--disable-features=PaintHolding',
    ],
  });
}

export async function measureLighthouse(appUrl: string, jobId: string): Promise<Section> {
  const pages = { '/': '/', '/jobs': '/jobs', 'job detail': `/jobs/${jobId}` };
  const figures: Section['figures'] = [];
  const targets: Target[] = [];
  const notes: string[] = [];
  const raw: Record<string, unknown> = {};
  for (const [label, path] of Object.entries(pages)) {
    const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
    for (let run = 0; run < RUNS; run++) {
      const chrome = await launchChromium();
      try {
        const result = await lighthouse(`${appUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
        if (lhr.runtimeError)
          throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        runs.push(lhr);
      } finally {
        chrome.kill();
      }
    }
    // Its declaration types the run loosely; it returns one of the runs passed in.
    const lhr = computeMedianRun(runs) as (typeof runs)[number];
    const performanceRuns = runs.map((run) =>
      Math.round((run.categories.performance?.score ?? 0) * 100),
    );
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      writeFileSync(
        join(REPORTS_DIR, `${label.replaceAll(/\W+/g, '-')}.json`),
        JSON.stringify(lhr),
      );
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<(typeof CATEGORIES)[number], number>;
    figures.push({
      name: `${label}: performance / accessibility / best practices / SEO`,
      value: CATEGORIES.map((id) => scores[id]).join(' / '),
    });
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    figures.push({
      name: `${label}: FCP / LCP / TBT / CLS`,
      value: [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]
        .map(metric)
        .join(' / '),
    });
    figures.push({
      name: `${label}: performance of each of the ${RUNS} runs`,
      value: performanceRuns.join(', '),
    });
    // The host's speed as Lighthouse measured it in each run: the simulated CPU figures (TBT, and
    // LCP where the app paints it) scale with it, and on a shared machine it swings widely.
    figures.push({
      name: `${label}: Lighthouse's CPU benchmark index in each run`,
      value: runs.map((run) => Math.round(run.environment.benchmarkIndex)).join(', '),
    });
    // Judged on each value's own median over the runs: the median run (computeMedianRun, chosen by
    // FCP and TTI) can carry a score that two of the three runs fall short of.
    for (const [id, bound] of Object.entries(METRIC_GOAL)) {
      const values = runs.map((run) => run.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY);
      const value = median(values);
      targets.push({
        name: `${label} ${id === 'total-blocking-time' ? 'TBT' : 'LCP'}`,
        goal: `≤ ${bound} ms`,
        actual: `${Math.round(value)} ms (runs: ${values.map(Math.round).join(', ')})`,
        met: value <= bound,
      });
    }
    for (const id of CATEGORIES) {
      const values = runs.map((run) => Math.round((run.categories[id]?.score ?? 0) * 100));
      const value = median(values);
      targets.push({
        name: `${label} ${id}`,
        goal: `≥ ${GOAL[id]}`,
        actual: `${value} (runs: ${values.join(', ')})`,
        met: value >= GOAL[id],
      });
    }
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    if (failing.length) notes.push(`${label}: audits below 0.9: ${failing.join(', ')}`);
    // Accessibility findings with the elements they concern, so they can be fixed from here.
    for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const items = (
        (
          audit.details as
            | { items?: { node?: { selector?: string; snippet?: string } }[] }
            | undefined
        )?.items ?? []
      )
        .map((item) => item.node?.snippet ?? item.node?.selector)
        .filter(Boolean)
        .slice(0, 3);
      notes.push(
        `${label}: accessibility audit ${audit.id} fails on ${items.join(' ; ') || 'the page'}`,
      );
    }
    raw[label] = {
      scores,
      performanceRuns,
      failing,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
    };
  }
  notes.push(
    'Each run in a Chromium with a new profile (a first visit): Lighthouse resets the HTTP cache and service workers between runs, but not localStorage or IndexedDB, so in one browser later runs read the local copy of the first.',
    "What remains (Lighthouse traces of `/`, /jobs and a job page, 2026-11-23 and -24, sessions 9 to 11): LCP is met: a first visit to /jobs or a job page paints its jobs before the app's code is requested (src/firstPaint/earlyPaint.ts), so the largest paint waits for the HTML, the stylesheets and one read. TBT counts each task's time beyond 50 ms after Lighthouse's 4x slowdown, so any task over about 12 ms on this host counts. Session 9 removed the longest: the app's first commit also flushed every passive effect and rendered again synchronously (a portal's mount set state in a layout effect; the session restoring rendered the whole layout again), about 60 ms of real time in one task; the router is now built in a task of its own after the start-up code is evaluated. Session 10 found the same pattern on /jobs: Mantine's useId sets state in a layout effect in every input it mounts (the search form has 7), so the first commit there ran the page's passive effects and a second render too (113 ms in one traced task, 42 ms without; now replaced at build time, scripts/vite-plugin-mantine-hooks.ts), and the toasts' portal did it again when they mounted. Session 11 found the same in a passive effect: Mantine's useMediaQuery, which every Collapse and Transition asks about prefers-reduced-motion, answered only after the first commit, so the header's menu, the update prompt and the toasts each rendered again in a task of their own, unsliced (replaced by the same plugin; tests/e2e/first-commit.spec.ts fails if a first commit renders again inside itself). What is left, in real milliseconds on this host: evaluating the start-up code (React, Mantine, the router, the route tree; 30-60 ms with its compile; since session 13 three chunks evaluated in three tasks, src/main.tsx: in traces at 4x, 35-75 ms each where one task was 85-155), building the router (15-40), React's commit of the whole page over the painted markup (20-40; the render before it is sliced), and the first visit's offline-ready toast (Mantine's notifications mounting). Building the router and the commit are each one call that cannot be cut into smaller tasks without a lighter runtime or UI library than the design card names, or hydrating the prerendered HTML instead of replacing it. Session 12 took Dexie off a first visit's main thread: at its first idle moment Dexie's evaluation, the schema and the reads queued at its opening were still tasks of about 50, 60 and 110 ms at 4x (split by src/lib/offline/importAfterDexie.ts in session 11), and on /jobs the Spara buttons' saved ids opened it too; now the service worker writes the first visit's local copy (src/lib/offline/workerCopy.ts), and the counts, the saved ids and the page's sync wait until the page opens the database itself (src/lib/offline/localData.ts; tests/e2e/first-visit-local-copy.spec.ts). Two smaller tasks went with it: the starter's insertion of the module preloads (one task of 75-170 ms at 4x for /jobs' 14 links, each starting its request; now one link a task) and the job list's snapshot for return visits (cloning all ~100 cards to keep 8: 50-90 ms at 4x).",
    "The host's own share of the first frame (2026-11-24, a fresh Chromium at 4x CPU, traced): a page with a heading and three paragraphs takes 35-63 ms for its first layout (setting up fonts in a new renderer), /jobs' first layout (125 objects) 100-123 ms; the same with every font set to DejaVu Sans made no difference.",
    'Mobile preset with simulated throttling (Lighthouse defaults: slow 4G, 4× CPU slowdown). The host CPU here is shared with other work, which the CPU slowdown multiplies; see the load average above.',
  );
  return {
    title: 'Lighthouse',
    method: `Lighthouse (npm \`lighthouse\`, default mobile config) driving the system Chromium headless through chrome-launcher, ${RUNS} cold runs per page, each in a fresh browser profile, against the production build served by \`npm start\`'s app server (scripts/serve-app.ts: precompressed brotli/gzip, its caching headers). The figures are the median run's (Lighthouse's computeMedianRun); the targets take each value's median over the ${RUNS} runs, and list the runs.`,
    figures,
    targets,
    notes,
    raw,
  };
}
