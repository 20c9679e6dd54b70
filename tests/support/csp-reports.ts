// Playwright's global teardown: fails the e2e run when a browser reported a Content-Security-
// Policy violation to the app server (scripts/serve-app.ts) during any spec, so the app, its
// service worker and its inline scripts are held to the policy on every page the suite opens.
// The app server appends the reports to CSP_REPORT_LOG (playwright.config.ts sets it); its
// report endpoint itself takes reports only.
import { existsSync, readFileSync } from 'node:fs';

export default async function failOnCspViolations(): Promise<void> {
  if (process.env.E2E_NO_WEBSERVER) return;
  const log = process.env.CSP_REPORT_LOG;
  if (!log) throw new Error('CSP_REPORT_LOG is not set (playwright.config.ts sets it)');
  const reports = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
  if (reports.length > 0) {
    throw new Error(`Content-Security-Policy violations in this run:\n${reports.join('\n')}`);
  }
}
