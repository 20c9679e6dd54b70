// `npm run bench`: every measurement in one run, written to docs/benchmarks.md and
// docs/benchmarks.json. One module per measurement; a module that fails is reported, not fatal.
// `npm run bench -- --only lighthouse` runs the sections whose title contains the word and prints
// them instead of writing the docs (a quick check while working); with `--update` it also puts
// them in place of their earlier figures in the docs, stamped with their own run's date and load.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureAdEvents } from './ad-events.ts';
import { measureBytes } from './bytes.ts';
import { measureCandidateSearch } from './candidates.ts';
import { measureFiltering } from './filtering.ts';
import { measureImport } from './import.ts';
import { ROOT, type RunningApp, startApp } from './lib/app.ts';
import { describeMachine } from './lib/machine.ts';
import { type Machine, renderMarkdown, type Section } from './lib/report.ts';
import { measureLieFi } from './liefi.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureOffline } from './offline.ts';
import { measurePostgres } from './postgres.ts';
import { measureScale } from './scale.ts';
import { measureSignInTiming } from './signin-timing.ts';
import { measureStorage } from './storage.ts';
import { measureThroughput } from './throughput.ts';
import { measureWire } from './wire.ts';

const { values: options } = parseArgs({
  options: { only: { type: 'string' }, update: { type: 'boolean' } },
});
const only = options.only?.toLowerCase();
const wanted = (title: string) => !only || title.toLowerCase().includes(only);
const skipped = (title: string): Section => ({
  title,
  method: 'skipped (--only)',
  figures: [],
  targets: [],
  notes: [],
});

async function attempt(title: string, measure: () => Section | Promise<Section>): Promise<Section> {
  if (!wanted(title)) return skipped(title);
  const started = Date.now();
  console.log(`[bench] ${title} …`);
  try {
    const section = await measure();
    console.log(`[bench] ${title}: done in ${Math.round((Date.now() - started) / 1000)} s`);
    return section;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`[bench] ${title} failed:`, error);
    return { title, method: '', figures: [], targets: [], notes: [], error: message };
  }
}

async function firstPublicJobId(app: RunningApp): Promise<string> {
  const response = await fetch(
    `${app.standIn.url}/rest/v1/jobs?select=id&order=published_at.desc&limit=1`,
    { headers: { apikey: app.standIn.anonKey } },
  );
  const [job] = (await response.json()) as { id: string }[];
  if (!job) throw new Error('the seed has no public job');
  return job.id;
}

const machine = describeMachine();
const started = Date.now();
const workDir = mkdtempSync(join(tmpdir(), 'lakarjobb-bench-'));
const sections: Section[] = [];

let app: RunningApp | undefined;
const needsApp = [
  'Bytes',
  'Bytes on the wire',
  'Lighthouse',
  'Repeat visit offline vs cold online',
  'Lie-fi',
].some(wanted);
if (needsApp)
  try {
    console.log('[bench] building the app and starting a stand-in …');
    app = await startApp(join(workDir, 'dist'));
  } catch (error) {
    console.error('[bench] could not start the app:', error);
  }
const running = app;
const notRunning = () => {
  throw new Error('the app could not be built or started');
};
sections.push(
  await attempt('Bytes', () => (running ? measureBytes(running.distDir) : notRunning())),
);
sections.push(
  await attempt('Bytes on the wire', async () =>
    running
      ? measureWire(running.appUrl, running.standIn.url, await firstPublicJobId(running))
      : notRunning(),
  ),
);
sections.push(
  await attempt('Lighthouse', async () =>
    running ? measureLighthouse(running.appUrl, await firstPublicJobId(running)) : notRunning(),
  ),
);
// BENCH_BASELINE: another checkout (its node_modules installed), visited in turn with this build.
sections.push(
  await attempt('Repeat visit offline vs cold online', async () => {
    if (!running) return notRunning();
    const builds = [
      { name: 'this build', appUrl: running.appUrl, jobId: await firstPublicJobId(running) },
    ];
    const source = process.env.BENCH_BASELINE;
    const baseline = source ? await startApp(join(workDir, 'baseline'), source) : undefined;
    try {
      if (baseline)
        builds.push({
          name: 'baseline',
          appUrl: baseline.appUrl,
          jobId: await firstPublicJobId(baseline),
        });
      return await measureOffline(builds);
    } finally {
      await baseline?.close();
    }
  }),
);
// Last of the app's sections: it kills and restarts the app's stand-in.
sections.push(
  await attempt('Lie-fi: a queued form after the server returns', () =>
    running ? measureLieFi(running) : notRunning(),
  ),
);
await app?.close();
rmSync(workDir, { recursive: true, force: true });

// Its own stand-in and builds (BENCH_SCALE_BASELINE: another checkout, measured as "before").
const scaleSizes = (process.env.BENCH_SCALE_SIZES ?? '1000,5000,20000').split(',').map(Number);
sections.push(await attempt('The job list at scale', () => measureScale(scaleSizes)));
sections.push(
  await attempt('The job list at scale: imported ads', () =>
    measureScale([5000], { imported: true, cpuRates: [4] }),
  ),
);
sections.push(await attempt('Local filtering of 10,000 cached jobs', measureFiltering));
sections.push(await attempt('Job import: 5,000 recorded ads', () => measureImport()));
sections.push(await attempt('The stand-in under load', measureThroughput));
sections.push(await attempt('Ad events: batches counted per second', measureAdEvents));
sections.push(
  await attempt('Sign-in timing: registered vs unregistered address', measureSignInTiming),
);
sections.push(await attempt('Storage: a 10 MB document through the stand-in', measureStorage));
sections.push(
  await attempt(
    'PostgreSQL: spec §7 queries at 100,000 jobs and 1,000,000 applications',
    measurePostgres,
  ),
);
sections.push(
  await attempt('Candidate search over 20,000 profiles (PostgreSQL)', measureCandidateSearch),
);

const seconds = (Date.now() - started) / 1000;
const measured = sections.filter((section) => wanted(section.title));
if (only) console.log(renderMarkdown(machine, measured, seconds));
if (only && !options.update) process.exit(0);

let written = { machine, seconds: Math.round(seconds), sections };
if (only) {
  // The earlier whole run, with these sections measured again in place of theirs.
  const earlier = JSON.parse(readFileSync(join(ROOT, 'docs/benchmarks.json'), 'utf8')) as {
    machine: Machine;
    seconds: number;
    sections: Section[];
  };
  const run = {
    date: machine.date,
    loadAverage: machine.loadAverage,
    seconds: Math.round(seconds),
  };
  const fresh = new Map(measured.map((section) => [section.title, { ...section, run }]));
  const kept = earlier.sections.map((section) => fresh.get(section.title) ?? section);
  const added = [...fresh.values()].filter(
    (s) => !earlier.sections.some((e) => e.title === s.title),
  );
  written = { ...earlier, sections: [...kept, ...added] };
}
writeFileSync(
  join(ROOT, 'docs/benchmarks.md'),
  renderMarkdown(written.machine, written.sections, written.seconds),
);
writeFileSync(join(ROOT, 'docs/benchmarks.json'), `${JSON.stringify(written, null, 2)}\n`);
console.log(
  `[bench] wrote docs/benchmarks.md and docs/benchmarks.json in ${Math.round(seconds)} s`,
);
// Child processes and pools are closed above; exit explicitly in case a library keeps a handle.
process.exit(0);
