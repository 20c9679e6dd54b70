// Playwright's global teardown: fails the e2e run when a browser reported a Content-Security-
// Policy violation to the app server (scripts/serve-app.ts) during any spec, so the app, its
// service worker and its inline scripts are held to the policy on every page the suite opens.
import { APP_URL } from './e2e-env';

export default async function failOnCspViolations(): Promise<void> {
  if (process.env.E2E_NO_WEBSERVER) return;
  const response = await fetch(`${APP_URL}/__csp-report`);
  if (!response.ok) throw new Error(`the app server's CSP report list answered ${response.status}`);
  const reports = (await response.json()) as string[];
  if (reports.length > 0) {
    throw new Error(`Content-Security-Policy violations in this run:\n${reports.join('\n')}`);
  }
}
