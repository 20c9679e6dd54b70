// End-to-end tests in real Chromium against the production build, each worker with its own
// stand-in and app server (tests/support/e2e-worker-server.ts) on the base ports plus its index.
// `npm test` builds with VITE_SUPABASE_URL=http://127.0.0.1:54329 first; for a local run:
//   VITE_SUPABASE_URL=http://127.0.0.1:54329 npx vite build && npx playwright test
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { APP_URL, workerPorts } from './tests/support/e2e-env';

// Workers inherit the environment, so the whole run shares one fresh data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lakarjobb-e2e-'));
// The app servers append CSP reports here; the global teardown fails the run on any.
process.env.CSP_REPORT_LOG ??= join(process.env.E2E_DATA_DIR, 'csp-reports.log');

/**
 * How many workers run, hence how many servers to start: `--workers N` (or `-j N`, or a share of
 * the CPUs as `50%`) when given, else E2E_WORKERS, else one per CPU. Most of an e2e test is
 * waiting (timers, offline, mail), but each worker also runs a stand-in and a Chromium: four on
 * two shared CPUs timed tests out that two did not.
 */
function workerCount(): number {
  const args = process.argv;
  const at = args.findIndex((arg) => arg === '--workers' || arg === '-j');
  const given =
    at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--workers='))?.slice(10);
  const value = given ?? process.env.E2E_WORKERS ?? String(availableParallelism());
  const count = value.endsWith('%')
    ? Math.floor((availableParallelism() * Number(value.slice(0, -1))) / 100)
    : Number(value);
  return Math.max(1, Math.floor(count) || 1);
}
const workers = workerCount();

export default defineConfig({
  testDir: 'tests/e2e',
  // A spec's tests run in order in one worker (some build on the one before); specs in parallel.
  fullyParallel: false,
  workers,
  // On CI one retry: a test that passes only on retry is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // The app must run under its own CSP: the run fails on any violation a browser reported.
  globalTeardown: './tests/support/csp-reports.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: APP_URL,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'retain-on-failure',
    // A service worker that takes control mid-test hides requests from page.route (Playwright
    // routes them as the worker's); the PWA specs opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  // E2E_NO_WEBSERVER=1: use servers already running on the workers' ports (debugging only).
  webServer: process.env.E2E_NO_WEBSERVER
    ? undefined
    : Array.from({ length: workers }, (_, worker) => workerServer(worker)),
});

/** Worker `worker`'s stand-in and app server, with a data folder (and build copy) of its own. */
function workerServer(worker: number) {
  const dataDir = join(String(process.env.E2E_DATA_DIR), `worker-${worker}`);
  return {
    command: [
      'npx tsx tests/support/e2e-worker-server.ts',
      `--worker ${worker}`,
      `--data-dir ${dataDir}`,
      // E2E_DIST_DIR: a build of one's own (vite build --outDir), so parallel runs don't share dist/.
      ...(process.env.E2E_DIST_DIR ? [`--dist-dir ${process.env.E2E_DIST_DIR}`] : []),
    ].join(' '),
    url: `http://127.0.0.1:${workerPorts(worker).appPort}/`,
    env: {
      NODE_OPTIONS: '--experimental-websocket',
      CSP_REPORT_LOG: String(process.env.CSP_REPORT_LOG),
      // Every test signs up or in from 127.0.0.1; Auth's per-IP limit (30 per 5 min) would
      // throttle the suite itself. The limit has its own integration tests.
      RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000',
      // Likewise the e-mail functions' limits per address and per user (10 and 20 per 10 min):
      // the suite sends dozens of requests and applications from 127.0.0.1. Their own
      // integration tests (rate-limit-concurrency, functions-abuse) keep the real limits.
      FUNCTIONS_RATE_LIMIT_PER_ADDRESS: '1000',
      FUNCTIONS_RATE_LIMIT_PER_USER: '1000',
      // Likewise the ad events one address may add a day (1,000): every browser of the suite
      // is 127.0.0.1. The cap's own tests are integration tests (ad-event-trust).
      AD_EVENTS_PER_ADDRESS_PER_DAY: '1000000',
      // Likewise the hourly limit of auth e-mails (config.toml: 30); its test is an integration test.
      RATE_LIMIT_EMAIL_SENT: '1000',
      // Parallel browsers share 127.0.0.1; the cap of requests in progress per address has
      // its own integration test (standin-statement-timeout).
      STANDIN_MAX_CONCURRENT_PER_ADDRESS: '0',
      // The imported-jobs spec's region feed is served on 127.0.0.1 (never set in production).
      IMPORT_ALLOW_LOOPBACK: '1',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}
