// `npm test`: every check that must pass, in one run, ending with one line "N passed, N failed".
// Steps run even after a failure so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const E2E_API_URL = 'http://127.0.0.1:54329';
const reports = mkdtempSync(join(tmpdir(), 'lakarjobb-test-'));
const nodeMajor = Number(process.versions.node.split('.')[0]);
// supabase-js needs a global WebSocket; Node 20 has it only behind this flag.
const nodeOptions = nodeMajor < 22 ? '--experimental-websocket' : '';
// The first database run is on PGlite; TEST_DATABASE_URL is handed only to the PostgreSQL run.
const { TEST_DATABASE_URL, ...inherited } = process.env;
const baseEnv = {
  ...inherited,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, nodeOptions].filter(Boolean).join(' '),
};

let passed = 0;
let failed = 0;
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...baseEnv, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(label);
  return ok;
}

/** A step without its own test count counts as one check. */
function check(label, cmd, args, env) {
  if (run(label, cmd, args, env)) passed += 1;
  else failed += 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function vitest(label, args, env = {}) {
  const out = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const reporterArgs = ['--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const ok = run(label, 'npx', ['vitest', 'run', ...args, ...reporterArgs], env);
  const report = readJson(out);
  if (!report) {
    failed += 1;
    return;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load (or a failing hook) has no failed test but is a failure all the same.
  if (!ok && report.numFailedTests === 0) failed += Math.max(1, report.numFailedTestSuites);
}

function playwright(label) {
  const out = join(reports, 'playwright.json');
  const ok = run(label, 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: out,
  });
  const report = readJson(out);
  if (!report) {
    failed += 1;
    return;
  }
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  if (!ok && report.stats.unexpected === 0) failed += 1;
}

check('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']);
check('lint and format', 'npx', ['biome', 'ci', '.']);
check('generated database types are current', 'npx', ['tsx', 'scripts/gen-db-types.ts', '--check']);
check('biome.json layer rules current', 'npx', ['tsx', 'scripts/gen-biome-layers.ts', '--check']);
check('deno check of the functions', 'node', ['scripts/deno-check.mjs']);

vitest('unit and integration (PGlite)', []);
if (TEST_DATABASE_URL) {
  vitest('integration (PostgreSQL)', ['--project', 'integration'], { TEST_DATABASE_URL });
}

if (run('production build for e2e', 'npx', ['vite', 'build'], { VITE_SUPABASE_URL: E2E_API_URL })) {
  passed += 1;
  playwright('end-to-end (Chromium)');
} else {
  failed += 1;
}

console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
