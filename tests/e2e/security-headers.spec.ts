// The app runs under the app server's security headers: a Content-Security-Policy
// with the hashes of each page's own inline scripts (no 'unsafe-inline' for scripts), never
// framed, a referrer policy, nosniff. The early paint (an inline script) still paints the jobs,
// and the app runs with its service worker, with no violation reported; the run as a whole
// fails on any violation any spec caused (tests/support/csp-reports.ts).
import { expect, type Page, test } from '@playwright/test';
import { publicJobs } from '../support/e2e-data';
import { ANON_KEY, API_URL } from '../support/e2e-env';

test.use({ serviceWorkers: 'allow' });

/** Collects the page's CSP violations as the browser reports them to the page. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('pages carry the CSP with their inline scripts’ hashes, and the other headers', async ({
  request,
}) => {
  for (const path of ['/', '/jobs', '/about']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ${API_URL}`);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  }
  const api = await request.get(`${API_URL}/rest/v1/jobs?select=id&limit=1`, {
    headers: { apikey: ANON_KEY },
  });
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('the early paint, the app and its service worker run with no CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const [job] = await publicJobs();
  if (!job) throw new Error('the seed has no public job');
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  await page.goto('/about');
  await page.goto('/signin');
  await expect(page.getByRole('tab', { name: 'Logga in' })).toBeVisible();
  expect(violations).toEqual([]);
});
