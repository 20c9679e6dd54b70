// Local filtering of 10,000 cached jobs with the app's own pure filter (the shared search model,
// supabase/functions/_shared/search), timed per keystroke as a visitor types a search into /jobs,
// alone and on top of the structured filters and sort orders.
import { performance } from 'node:perf_hooks';
import { filterJobs, type JobSearch } from '../../supabase/functions/_shared/search/index.ts';
import { syntheticJobs } from './lib/jobs.ts';
import type { Section } from './lib/report.ts';
import { percentile, round } from './lib/stats.ts';

const JOB_COUNT = 10_000;
const TARGET_P95_MS = 16;
/** What a visitor types, one keystroke at a time, with the filters already chosen. */
const TYPED: { field: 'q' | 'plats'; text: string; with?: JobSearch }[] = [
  { field: 'q', text: 'specialistläkare kirurgi' },
  { field: 'q', text: 'överläkare göteborg', with: { sortering: 'lon' } },
  { field: 'q', text: 'barnläkare', with: { specialitet: 'barn- och ungdomsmedicin' } },
  { field: 'q', text: 'jour fortbildning', with: { minlon: 60_000, sortering: 'sista-dag' } },
  { field: 'plats', text: 'jönköping' },
  {
    field: 'plats',
    text: 'tromso',
    with: { land: 'NO', uppdrag: 'tillsvidare', omfattning: 'heltid' },
  },
  { field: 'plats', text: 'skåne', with: { sortering: 'lon' } },
];
const ROUNDS = 3;

export function measureFiltering(): Section {
  const jobs = syntheticJobs(JOB_COUNT);
  // Warm up the JIT so the first keystrokes do not measure compilation.
  for (let i = 0; i < 5; i++) filterJobs(jobs, { q: 'läkare' });

  const samples: number[] = [];
  const cpuSamples: number[] = [];
  let matchedLast = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const typed of TYPED) {
      const { field, text } = typed;
      for (let n = 1; n <= text.length; n++) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        matchedLast = filterJobs(jobs, { ...typed.with, [field]: text.slice(0, n) }).length;
        const cpu = process.cpuUsage(cpuStarted);
        samples.push(performance.now() - started);
        cpuSamples.push((cpu.user + cpu.system) / 1000);
      }
    }
  }
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  const cpuP50 = percentile(cpuSamples, 50);
  const cpuP95 = percentile(cpuSamples, 95);
  return {
    title: 'Local filtering of 10,000 cached jobs',
    method: `\`filterJobs\` from supabase/functions/_shared/search/match.ts (filters and sorts) over ${JOB_COUNT.toLocaleString('en-US')} synthetic jobs (descriptions of 4–8 sentences), timed per keystroke while typing ${TYPED.length} searches letter by letter (some with specialty, country, minimum salary and sort order set), ${ROUNDS} rounds, after a warm-up.`,
    figures: [
      { name: 'keystrokes timed', value: samples.length },
      { name: 'p50 per keystroke (CPU time)', value: round(cpuP50), unit: 'ms' },
      { name: 'p95 per keystroke (CPU time)', value: round(cpuP95), unit: 'ms' },
      { name: 'p50 per keystroke (wall clock)', value: round(p50), unit: 'ms' },
      { name: 'p95 per keystroke (wall clock)', value: round(p95), unit: 'ms' },
      { name: 'max per keystroke (wall clock)', value: round(Math.max(...samples)), unit: 'ms' },
    ],
    targets: [
      {
        name: 'p95 per keystroke (CPU time)',
        goal: `≤ ${TARGET_P95_MS} ms`,
        actual: `${round(cpuP95)} ms (wall clock ${round(p95)} ms)`,
        met: cpuP95 <= TARGET_P95_MS,
      },
    ],
    notes: [
      'The target is judged on the CPU time the filter costs (process.cpuUsage), because on a shared machine the wall clock also counts time the process waited for a core; compare the load average above. Wall-clock figures are beside it.',
      `Matches for the last search: ${matchedLast}. Timed in Node (V8, the engine Chromium uses); on the page React renders the shown cards on top of this.`,
      "Fixed in this run's code: the filter now folds each job's text once (WeakMap per job object) instead of on every keystroke; before, p50 was ~92 ms and p95 ~350 ms wall clock on this machine.",
    ],
    raw: { wallMs: samples.map((s) => round(s, 3)), cpuMs: cpuSamples.map((s) => round(s, 3)) },
  };
}
