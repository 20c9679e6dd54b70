// End-to-end tests in real Chromium against the production build, served with a fresh stand-in.
// `npm test` builds with VITE_SUPABASE_URL=http://127.0.0.1:54329 first; for a local run:
//   VITE_SUPABASE_URL=http://127.0.0.1:54329 npx vite build && npx playwright test
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { APP_URL, E2E_API_PORT, E2E_APP_PORT } from './tests/support/e2e-env';

// Workers inherit the environment, so the whole run shares one fresh data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lakarjobb-e2e-'));
// The app server appends CSP reports here; the global teardown fails the run on any.
process.env.CSP_REPORT_LOG ??= join(process.env.E2E_DATA_DIR, 'csp-reports.log');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker: some tests add and remove jobs, which would skew counts read by a parallel test.
  workers: 1,
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
  // E2E_NO_WEBSERVER=1: use servers already running on the two ports (debugging only).
  webServer: process.env.E2E_NO_WEBSERVER
    ? undefined
    : {
        command: [
          'npx tsx scripts/start.ts --no-build',
          `--api-port ${E2E_API_PORT}`,
          `--app-port ${E2E_APP_PORT}`,
          `--data-dir ${process.env.E2E_DATA_DIR}`,
          // E2E_DIST_DIR: a build of one's own (vite build --outDir), so parallel runs don't share dist/.
          ...(process.env.E2E_DIST_DIR ? [`--dist-dir ${process.env.E2E_DIST_DIR}`] : []),
        ].join(' '),
        url: `${APP_URL}/`,
        env: {
          NODE_OPTIONS: '--experimental-websocket',
          CSP_REPORT_LOG: process.env.CSP_REPORT_LOG,
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
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
