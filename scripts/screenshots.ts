// `npm run screenshots`: every state issue 50 names (scripts/screenshots/states.ts) at 390 and
// 1440 px into docs/screenshots/<width>-<state>.png, from a production build against a freshly
// seeded stand-in with a little more demo data. The README shows the main ones. Run it again
// after a change to what these pages show, and look at each picture.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, startApp } from '../tests/bench/lib/app.ts';
import { addDemoData } from './screenshots/demo-data.ts';
import { shoot, WIDTHS } from './screenshots/shoot.ts';
import { STATES } from './screenshots/states.ts';

const outDir = join(ROOT, 'docs/screenshots');
const workDir = mkdtempSync(join(tmpdir(), 'lakarjobb-screenshots-'));
const app = await startApp(join(workDir, 'dist'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
try {
  mkdirSync(outDir, { recursive: true });
  const links = await addDemoData(app.standIn);
  // `npm run screenshots -- apply admin` takes only the states named.
  const wanted = process.argv.slice(2);
  for (const state of STATES.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
    for (const viewport of WIDTHS.filter((w) => w.width < 768 || !state.phoneOnly)) {
      const file = await shoot(browser, { baseURL: app.appUrl, outDir, links }, viewport, state);
      console.log(`docs/screenshots/${file}`);
    }
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(0);
