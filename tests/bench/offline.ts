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

/**
 * Records in the page, from its first script on, when the first job card was painted: the frame
 * after the one that inserted it (requestAnimationFrame, then a task once that frame is done).
 * Free of the protocol round trips that the polling below pays before it starts to look.
 */
function notePaintOfFirstCard(selector: string): void {
  const seen = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    seen.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        (window as { __firstCardPainted?: number }).__firstCardPainted = performance.now();
      }),
    );
  });
  seen.observe(document, { childList: true, subtree: true });
}

interface FirstCard {
  /** When Playwright, polling each frame, found the card (the figure the targets are judged on). */
  found: number;
  /** When the page itself saw the frame with the card painted (notePaintOfFirstCard). */
  painted: number;
}

/** Milliseconds from the navigation's start until the first job card is in the page. */
async function timeToFirstCard(page: Page, url: string): Promise<FirstCard> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : null),
    FIRST_CARD,
    { polling: 'raf', timeout: 60_000 },
  );
  const found = (await handle.jsonValue()) as number;
  const painted = await page.waitForFunction(
    () => (window as { __firstCardPainted?: number }).__firstCardPainted,
  );
  return { found, painted: (await painted.jsonValue()) as number };
}

async function measured(context: BrowserContext, url: string): Promise<FirstCard> {
  const page = await context.newPage();
  try {
    return await timeToFirstCard(page, url);
  } finally {
    await page.close();
  }
}

/** A context that notes when each page paints its first card. */
async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'sv-SE' });
  await context.addInitScript(notePaintOfFirstCard, FIRST_CARD);
  return context;
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
    const cold: FirstCard[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await newContext(browser);
      cold.push(await measured(context, url));
      await context.close();
    }

    const context = await newContext(browser);
    const first = await context.newPage();
    await timeToFirstCard(first, url);
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.close();
    const warmOnline: FirstCard[] = [];
    for (let i = 0; i < RUNS; i++) warmOnline.push(await measured(context, url));
    await goOffline(context);
    const warmOffline: FirstCard[] = [];
    for (let i = 0; i < RUNS; i++) warmOffline.push(await measured(context, url));
    await context.close();

    const found = (runs: FirstCard[]) => runs.map((run) => run.found);
    const painted = (runs: FirstCard[]) => runs.map((run) => run.painted);
    /** Median with the runs' range, in ms. */
    const spread = (samples: number[]) =>
      `${round(median(samples), 0)} ms (${round(Math.min(...samples), 0)}-${round(Math.max(...samples), 0)})`;
    const visits = [
      ['cold online', cold],
      ['warm online', warmOnline],
      ['warm offline', warmOffline],
    ] as const;
    const ratio = median(found(cold)) / median(found(warmOffline));
    return {
      title: 'Repeat visit offline vs cold online',
      method: `Playwright with the system Chromium (desktop size, no throttling). Time from navigation start to the first job card on /jobs, median of ${RUNS} runs each (range in brackets): cold = a fresh context per run; warm = one context after a first visit installed the service worker and filled IndexedDB, measured online and then offline. "Found" is performance.now() when Playwright, polling every frame from the navigation's commit, finds the card (the figure the targets are judged on, as since issue 15 was filed); "painted" is noted by the page itself from its first script on: the end of the frame after the one that inserted the card, without the protocol round trips the polling pays before it starts.`,
      figures: [
        ...visits.flatMap(([name, runs]) => [
          { name: `${name}, first job card found`, value: spread(found(runs)) },
          { name: `${name}, first job card painted`, value: spread(painted(runs)) },
        ]),
        { name: 'cold online ÷ warm offline (found)', value: `${round(ratio, 1)}×` },
      ],
      targets: (['warmOnline', 'warmOffline'] as const).map((key) => {
        const value = median(found(key === 'warmOnline' ? warmOnline : warmOffline));
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
