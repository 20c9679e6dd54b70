// `npm test`: every check that must pass, in one run, ending with one line "N passed, N failed".
// Steps run even after a failure so one run shows everything that is wrong. Two lanes run side by
// side: the static checks and Vitest (CPU-bound), and the build then Playwright (mostly waiting on
// timers, the network and mail); each line of output carries its step's label.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

// The first e2e worker's stand-in (tests/support/e2e-env.ts): the build talks to it.
const E2E_API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 54329}`;
const reports = mkdtempSync(join(tmpdir(), 'lakarjobb-test-'));
const nodeMajor = Number(process.versions.node.split('.')[0]);
// supabase-js needs a global WebSocket; Node 20 has it only behind this flag.
const nodeOptions = nodeMajor < 22 ? '--experimental-websocket' : '';
// The first database run is on PGlite; TEST_DATABASE_URL is handed only to the PostgreSQL run.
const { TEST_DATABASE_URL, ...inherited } = process.env;
// Both runners shuffle their order; the seeds are chosen here so that the summary can name them.
const vitestSeed = process.env.VITEST_SHUFFLE_SEED ?? `${Date.now()}`;
const playwrightSeed = process.env.PLAYWRIGHT_SHUFFLE_SEED ?? `${Date.now() % 1_000_000_000}`;
const baseEnv = {
  ...inherited,
  VITEST_SHUFFLE_SEED: vitestSeed,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, nodeOptions].filter(Boolean).join(' '),
};

let passed = 0;
let failed = 0;
const failures = [];
// Names of failed tests, repeated at the end: a CI log is often read from its tail only.
const failedTests = [];
/** End-to-end tests that failed and then passed on their retry: passed, but named. */
const flakyTests = [];

/** Runs a step, its output line by line under its label; resolves whether it succeeded. */
function run(label, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`=== ${label}: ${cmd} ${args.join(' ')}`);
  const child = spawn(cmd, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...baseEnv, ...env },
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`=== ${label}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (!ok) failures.push(label);
      resolve(ok);
    });
  });
}

/** A step without its own test count counts as one check. */
async function check(label, cmd, args, env) {
  if (await run(label, cmd, args, env)) passed += 1;
  else failed += 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

async function vitest(label, args, env = {}) {
  const out = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const reporterArgs = ['--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const ok = await run(label, 'npx', ['vitest', 'run', ...args, ...reporterArgs], env);
  const report = readJson(out);
  if (!report) {
    failed += 1;
    return;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      failedTests.push(
        `[${label}] ${file.name}: ${test.fullName}\n${reasonOf(test.failureMessages[0])}`,
      );
    }
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      failedTests.push(`[${label}] ${file.name}: ${(file.message ?? '').split('\n')[0]}`);
    }
  }
  // A file that fails to load (or a failing hook) has no failed test but is a failure all the same.
  if (!ok && report.numFailedTests === 0) failed += Math.max(1, report.numFailedTestSuites);
}

async function playwright(label) {
  const out = join(reports, 'playwright.json');
  // --shuffle: the spec files (and a parallel spec's tests) in a random order; the same seed
  // repeats the order.
  const args = ['playwright', 'test', `--shuffle=${playwrightSeed}`, '--reporter=list,json'];
  const ok = await run(label, 'npx', args, { PLAYWRIGHT_JSON_OUTPUT_FILE: out });
  const report = readJson(out);
  if (!report) {
    failed += 1;
    return;
  }
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  collectPlaywrightFailures(label, report.suites, []);
  if (!ok && report.stats.unexpected === 0) failed += 1;
}

/**
 * A failure's first lines, indented: enough for the assertion and its diff, which the message's
 * first line alone (often only the assertion's label) does not show.
 */
function reasonOf(message = '') {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes runners print
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').filter((line) => line.trim() !== '');
  return lines
    .slice(0, 16)
    .map((line) => `    ${line}`)
    .join('\n');
}

function collectPlaywrightFailures(label, suites, titles) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `[${label}] ${[...path, spec.title].join(' › ')}`;
        if (test.status === 'flaky') {
          const error = test.results.find((result) => result.error)?.error?.message;
          flakyTests.push(`${name}\n${reasonOf(error)}`);
        }
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        failedTests.push(`${name}\n${reasonOf(error)}`);
      }
    }
    collectPlaywrightFailures(label, suite.suites, path);
  }
}

async function staticChecksAndVitest() {
  await check('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']);
  await check('lint and format', 'npx', ['biome', 'ci', '.']);
  await check('generated database types are current', 'npx', [
    'tsx',
    'scripts/gen-db-types.ts',
    '--check',
  ]);
  await check('biome.json layer rules current', 'npx', [
    'tsx',
    'scripts/gen-biome-layers.ts',
    '--check',
  ]);
  await check('deno check of the functions', 'node', ['scripts/deno-check.mjs']);
  await vitest('unit and integration (PGlite)', []);
  if (TEST_DATABASE_URL) {
    await vitest('integration (PostgreSQL)', ['--project', 'integration'], { TEST_DATABASE_URL });
  }
}

async function buildAndEndToEnd() {
  const built = await run('production build for e2e', 'npx', ['vite', 'build'], {
    VITE_SUPABASE_URL: E2E_API_URL,
  });
  if (!built) {
    failed += 1;
    return;
  }
  passed += 1;
  await playwright('end-to-end (Chromium)');
}

await Promise.all([staticChecksAndVitest(), buildAndEndToEnd()]);

if (flakyTests.length) {
  console.log(`\nFlaky (failed, then passed on the retry):\n${flakyTests.join('\n')}`);
}
if (failedTests.length) {
  console.log(`\nFailed tests:\n${failedTests.join('\n')}`);
}
if (failedTests.length || flakyTests.length) {
  console.log(
    `\nTo repeat the order: VITEST_SHUFFLE_SEED=${vitestSeed} PLAYWRIGHT_SHUFFLE_SEED=${playwrightSeed} npm test`,
  );
}
console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
