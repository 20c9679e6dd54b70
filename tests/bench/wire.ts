// Bytes on the wire for a cold visit to a shared job link, through `npm start`'s app server: what
// Chromium received (encoded, headers included) beside the bodies' uncompressed size, per origin.
import { chromium } from 'playwright-core';
import type { Section } from './lib/report.ts';
import { round } from './lib/stats.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Transfer {
  url: string;
  encoded: number;
  decoded: number;
}

const kb = (bytes: number) => round(bytes / 1024, 1);

export async function measureWire(appUrl: string, apiUrl: string, jobId: string): Promise<Section> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const transfers = new Map<string, Transfer>();
  try {
    const context = await browser.newContext({ locale: 'sv-SE', serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      transfers.set(requestId, { url: response.url, encoded: 0, decoded: 0 });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const transfer = transfers.get(requestId);
      if (transfer) transfer.decoded += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const transfer = transfers.get(requestId);
      if (transfer) transfer.encoded = encodedDataLength;
    });
    await page.goto(`${appUrl}/jobs/${jobId}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    await context.close();
  } finally {
    await browser.close();
  }
  const all = [...transfers.values()];
  const sum = (rows: Transfer[], key: 'encoded' | 'decoded') =>
    rows.reduce((total, row) => total + row[key], 0);
  const fromApp = all.filter((row) => row.url.startsWith(appUrl));
  const fromApi = all.filter((row) => row.url.startsWith(apiUrl));
  const line = (name: string, rows: Transfer[]) => ({
    name: `${name}: on the wire / uncompressed (${rows.length} responses)`,
    value: `${kb(sum(rows, 'encoded'))} / ${kb(sum(rows, 'decoded'))}`,
    unit: 'KB',
  });
  return {
    title: 'Bytes on the wire',
    method:
      "A cold visit to a job page (fresh Chromium context, no service worker, no HTTP cache) through `npm start`'s app server, until the network is idle. On the wire = Chromium's encodedDataLength (compressed bodies and headers); uncompressed = the bodies as decoded.",
    figures: [
      line('whole visit', all),
      line('app server (HTML, JS, CSS, icons)', fromApp),
      line("Supabase (the job, then the local copy's background sync)", fromApi),
    ],
    targets: [],
    notes: ['KB = 1024 bytes. No target: reported so a change in compression or caching shows.'],
    raw: { transfers: all },
  };
}
