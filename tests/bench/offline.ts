// Repeat visit offline versus a cold online visit: time from navigation start to the first job
// card on /jobs in real Chromium. Warm = the service worker and IndexedDB filled by one earlier
// visit; cold = a fresh browser context (no cache, no worker, no IndexedDB).
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { Section } from './lib/report.ts';
import { median, round } from './lib/stats.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 5;
const FIRST_CARD = 'main article[aria-labelledby^="jobb-"]';
/** Issue 15's bound for a return visit (service worker and IndexedDB warm), online and offline. */
const REPEAT_TARGET_MS = 200;

/** Milliseconds from the navigation's start until the first job card is in the page. */
async function timeToFirstCard(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : null),
    FIRST_CARD,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function measured(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    return await timeToFirstCard(page, url);
  } finally {
    await page.close();
  }
}

/** Offline for pages and for the worker's own fetches (setOffline alone misses the latter). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
  await context.setOffline(true);
}

export async function measureOffline(appUrl: string): Promise<Section> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  const url = `${appUrl}/jobs`;
  try {
    const cold: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ locale: 'sv-SE' });
      cold.push(await measured(context, url));
      await context.close();
    }

    const context = await browser.newContext({ locale: 'sv-SE' });
    const first = await context.newPage();
    await timeToFirstCard(first, url);
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.close();
    const warmOnline: number[] = [];
    for (let i = 0; i < RUNS; i++) warmOnline.push(await measured(context, url));
    await goOffline(context);
    const warmOffline: number[] = [];
    for (let i = 0; i < RUNS; i++) warmOffline.push(await measured(context, url));
    await context.close();

    const ratio = median(cold) / median(warmOffline);
    return {
      title: 'Repeat visit offline vs cold online',
      method: `Playwright with the system Chromium (desktop size, no throttling). Time from navigation start to the first job card on /jobs (performance.now() when it appears), median of ${RUNS} runs each: cold = a fresh context per run; warm = one context after a first visit installed the service worker and filled IndexedDB, measured online and then offline.`,
      figures: [
        { name: 'cold online, first job card (median)', value: round(median(cold), 0), unit: 'ms' },
        {
          name: 'warm online, first job card (median)',
          value: round(median(warmOnline), 0),
          unit: 'ms',
        },
        {
          name: 'warm offline, first job card (median)',
          value: round(median(warmOffline), 0),
          unit: 'ms',
        },
        { name: 'cold online ÷ warm offline', value: `${round(ratio, 1)}×` },
      ],
      targets: (['warmOnline', 'warmOffline'] as const).map((key) => {
        const value = median(key === 'warmOnline' ? warmOnline : warmOffline);
        return {
          name: `repeat visit ${key === 'warmOnline' ? 'online' : 'offline'}, first job card`,
          goal: `≤ ${REPEAT_TARGET_MS} ms`,
          actual: `${round(value, 0)} ms`,
          met: value <= REPEAT_TARGET_MS,
        };
      }),
      notes: [
        'Issue 15: a return visit renders the job list from the local copy in the first frames after the shell. All runs hit a server on loopback, so the network itself costs almost nothing here: on a real connection the cold figure grows and the offline one does not.',
        'On a return visit the first cards come in the HTML itself: the service worker puts the first 8 cards the app last rendered into the prerendered /jobs page (src/lib/offline/jobsSnapshot.ts), and the app takes over from the local copy. What remains before they are on screen (traced in Chromium, 2026-11-23): the worker answers the page in 10-30 ms; then the parser waits on the stylesheets (117 KB, mostly Mantine, from the worker cache) before the scripts in the head run, and the first style and layout of the page follow. On this shared host the same run swings by ±100 ms; a cold first visit now paints its cards from the early paint too (src/earlyPaint.ts).',
      ],
      raw: { cold, warmOnline, warmOffline },
    };
  } finally {
    await browser.close();
  }
}
