// What a first visit paints before any JavaScript has run (scripts/vite-plugin-prerender.ts), that
// React hydrates that page without a mismatch, without showing anything twice, and with what the
// visitor typed or pressed before.
import { expect, type Page, test } from '@playwright/test';
import { employers } from '../../src/content/employers';
import { DEFAULT_PROVIDER } from '../../src/content/legal/defaultProvider';
import { PRERENDERED_PATHS, PROVIDER_PATHS } from '../../src/prerender/pages';
import { publicJobs } from '../support/e2e-data';
import { APP_URL } from '../support/e2e-env';
import { holdApp, holdIdle } from '../support/hold-app';

const HERO = 'Vi för samman läkare och vårdgivare i hela Skandinavien';

/** The <h1> a prerendered page shows once the app runs: each page's own, not a shared one. */
const HEADINGS: Record<string, string> = {
  '/': HERO,
  '/jobs': 'Lediga läkarjobb',
  '/about': 'Om oss',
  '/pricing': 'Priser',
  '/resources': 'Resurser för läkare',
  '/recruitment-resources': 'Rekrytera läkare',
  '/contact-doctor': 'Söker du en läkare?',
  '/post-job': 'Publicera Jobb',
  '/employers': 'Arbetsgivare',
  '/contact': 'Kontakta oss',
  '/privacy': 'Integritetspolicy',
  '/terms': 'Användarvillkor',
  '/cookies': 'Cookiepolicy',
  ...Object.fromEntries(employers.map((employer) => [`/employer/${employer.id}`, employer.name])),
};

function headingOf(path: string): string {
  const heading = HEADINGS[path];
  if (!heading) throw new Error(`no heading known for ${path}`);
  return heading;
}

test('with JavaScript off, every prerendered page shows its own content', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of PRERENDERED_PATHS) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, path).toHaveText(headingOf(path));
    await expect(page.getByRole('banner').getByText('Läkarjobb Norden'), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
  }
  await context.close();
});

test('the contact and legal pages paint the provider from HTML alone', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/contact');
  await expect(
    page.getByRole('main').getByRole('link', { name: DEFAULT_PROVIDER.contactEmail }),
  ).toBeVisible();
  for (const path of PROVIDER_PATHS.filter((path) => path !== '/contact')) {
    await page.goto(path);
    await expect(
      page.getByRole('main').getByText(DEFAULT_PROVIDER.contactEmail).first(),
      path,
    ).toBeVisible();
  }
});

test('the job list and a job page paint their frame before the app runs', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/jobs?sok=kirurg');
  await expect(page.getByRole('heading', { level: 1, name: 'Lediga läkarjobb' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Sökord' })).toBeVisible();
  await expect(page.getByText('Laddar jobb...')).toBeVisible();

  await page.goto('/jobs/some-job');
  await expect(page.getByText('Laddar jobbet...')).toBeVisible();
  await expect(page.getByRole('link', { name: '← Tillbaka till alla jobb' })).toBeVisible();
  await expect(page.getByRole('heading', { name: HERO })).toBeHidden();
});

test('with JavaScript off, a phone shows the job list with its filters folded, as the app does', async ({
  browser,
}) => {
  // The route's own stylesheet is linked by the page itself, not by a script.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/jobs');
  await expect(page.getByRole('textbox', { name: 'Sökord' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Specialitet' })).toBeHidden();
  await context.close();
});

test('paths without a page of their own paint only the header before the app runs', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const path of ['/signin', '/saved-jobs', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByText('Läkarjobb Norden')).toBeVisible();
    await expect(page.getByRole('heading', { name: HERO })).toBeHidden();
    await expect(page.getByText('Laddar jobbet...')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  }
});

/** Fails the test on a hydration mismatch (src/app/start.tsx reports it) or an uncaught error. */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Hydreringsfel'))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** React's own header (React tags the DOM nodes it adopts or creates). */
const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector('header') ?? {}).some((key) =>
      key.startsWith('__reactFiber'),
    ),
  );

for (const width of [390, 1440]) {
  test(`at ${width} px every prerendered page hydrates without a mismatch`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = watchHydration(page);
    const [job] = await publicJobs();
    for (const path of [...PRERENDERED_PATHS, `/jobs/${job?.id}`]) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        path.startsWith('/jobs/') ? (job?.title ?? '') : headingOf(path),
      );
    }
    expect(errors).toEqual([]);
  });
}

test('a legal page opened on a later day than the build hydrates without a mismatch and shows that day and year', async ({
  page,
}) => {
  // The build renders the pages once; a visitor reads them on any later day.
  await page.clock.setFixedTime(new Date('2031-05-17T10:00:00+02:00'));
  const errors = watchHydration(page);
  for (const path of ['/terms', '/cookies', '/privacy']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByText('Senast uppdaterad: 2031-05-17'), path).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByText('© 2031 ', { exact: false }),
    ).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a link to the job list with a search hydrates the prerendered list without a mismatch, then shows its search', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A shared search, an alert's e-mail, the home page's chips: the same prerendered /jobs, whose
  // form the app fills after hydrating. A first visit each, as the link is opened.
  const links = [
    { path: '/jobs?q=l%C3%A4kare', field: 'Sökord', value: 'läkare' },
    {
      path: '/jobs?plats=Sk%C3%A5ne&specialitet=allm%C3%A4nmedicin',
      field: 'Plats',
      value: 'Skåne',
    },
  ];
  for (const width of [390, 1440])
    for (const { path, field, value } of links) {
      const context = await browser.newContext({
        baseURL: APP_URL,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      const errors = watchHydration(page);
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lediga läkarjobb');
      await expect(page.getByRole('search').getByLabel(field, { exact: true })).toHaveValue(value);
      expect(errors, `${width} px ${path}`).toEqual([]);
      await context.close();
    }
});

test('the app takes a prerendered page over without a blank frame or a double', async ({
  page,
}) => {
  const [job] = await publicJobs();
  if (!job) throw new Error('the seed has no public job');
  // Each animation frame from the first paint on: how many visible <h1> (or job skeletons), site
  // headers and main regions.
  await page.addInitScript(() => {
    const frames: number[][] = [];
    (window as unknown as { frames_: number[][] }).frames_ = frames;
    const count = (selector: string) =>
      [...document.querySelectorAll(selector)].filter((node) => node.checkVisibility()).length;
    const tick = () => {
      frames.push([
        count('main h1, main [aria-busy]'),
        count('header:not(main header)'),
        count('main'),
      ]);
      if (frames.length < 600) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  for (const path of [
    '/about',
    '/employer/1',
    '/pricing',
    '/contact',
    '/privacy',
    '/jobs',
    `/jobs/${job.id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      path.startsWith('/jobs/') ? job.title : headingOf(path),
    );
    // React's own header (React tags the DOM nodes it creates), not the prerendered one.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('header') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    );
    const frames = await page.evaluate(
      () => (window as unknown as { frames_: number[][] }).frames_,
    );
    const painted = frames.filter(([content, header]) => (content ?? 0) + (header ?? 0) > 0);
    expect(painted.length, path).toBeGreaterThan(0);
    for (const [content, header, main] of painted) {
      expect([content, header, main], path).toEqual([1, 1, 1]);
    }
  }
});

test('what a visitor types and sends before the app runs reaches the live page', async ({
  page,
}) => {
  // The app's code waits until the visitor has used the prerendered search form.
  const release = await holdApp(page);
  await page.goto('/jobs', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Sökord' }).fill('läkare');
  // On a desktop the other filters are pills, which open once the app runs: Plats is a field.
  await page.getByRole('textbox', { name: 'Plats' }).fill('Skåne');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  release();
  await expect(page).toHaveURL(/plats=Sk%C3%A5ne/);
  await expect(page).toHaveURL(/q=l%C3%A4kare/);
  await expect(page.getByRole('textbox', { name: 'Sökord' })).toHaveValue('läkare');
  await expect(page.getByTestId('job-count')).toBeVisible();
});

test('text typed on across the start of hydration is kept whole', async ({ page }) => {
  // Slowed as on a phone, so the typing goes on while React hydrates and before it is told of
  // what was typed earlier.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = await holdApp(page);
  await page.goto('/employers', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Sök arbetsgivare' });
  await search.pressSequentially('UM');
  release();
  await hydrated(page);
  await search.pressSequentially('EÅ');
  await expect(search).toHaveValue('UMEÅ');
  await expect(page.getByText('Visar 2 av 50 arbetsgivare')).toBeVisible();
  await expect(search).toHaveValue('UMEÅ');
});

test('text selected to be typed over as the app enters what was typed before is replaced', async ({
  page,
}) => {
  // The browser's idle moment, when the app enters what was typed before it ran, waits for the
  // test: the visitor has selected the text by then.
  const runIdle = await holdIdle(page);
  const release = await holdApp(page);
  await page.goto('/employers', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Sök arbetsgivare' });
  await search.pressSequentially('UMEÅ');
  release();
  await hydrated(page);
  await search.selectText();
  await runIdle();
  await search.pressSequentially('Tromsö');
  await expect(search).toHaveValue('Tromsö');
  await expect(page.getByRole('heading', { name: 'Tromsø Arktiske Sykehus' })).toBeVisible();
});

test('a field typed in and left before the app runs gets its message once the app runs', async ({
  page,
}) => {
  // The app's code waits until the visitor has left the prerendered field.
  const release = await holdApp(page);
  await page.goto('/post-job', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Publicera jobb' });
  await form.getByLabel('Företagsnamn').pressSequentially('A');
  await form.getByLabel('Företagsnamn').press('Tab');
  release();
  await expect(form.getByText('Företagsnamn krävs')).toBeVisible();
  await expect(form.getByLabel('Företagsnamn')).toHaveValue('A');
});

test('the phone menu tapped before the app runs opens once the app has taken over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The app's code waits until the visitor has tapped the prerendered menu button.
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Öppna meny' }).click();
  release();
  const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stäng meny' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('a filter pill pressed before the app runs opens once the app has taken over, and Escape gives it the focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The idle moment, when the app presses what was pressed before it ran, waits for the test:
  // by then another pill has brought the popovers' code (measured in a CI run on a busy CPU).
  const runIdle = await holdIdle(page);
  const release = await holdApp(page);
  await page.goto('/jobs', { waitUntil: 'commit' });
  const land = page.getByRole('button', { name: 'Land', exact: true });
  await land.click();
  release();
  await hydrated(page);
  await page.getByRole('button', { name: 'Jour', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Jour' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Jour' })).toBeHidden();
  await runIdle();
  const popover = page.getByRole('dialog', { name: 'Land' });
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(land).toBeFocused();
});

test('a form sent once the app runs but before the browser was idle is sent once', async ({
  page,
}) => {
  // The browser's idle moment, when the app sends what the starter held, waits for the test.
  const runIdle = await holdIdle(page);
  const sends: string[] = [];
  await page.route('**/functions/v1/send-contact-email', async (route) => {
    if (route.request().method() === 'POST') sends.push(route.request().postData() ?? '');
    await route.continue();
  });
  await page.goto('/contact-doctor');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Förfrågan om läkare' });
  await form.getByLabel('Företagsnamn').fill(`Idle ${Date.now().toString(36)} AB`);
  await form.getByLabel('Kontaktperson').fill('Anna Andersson');
  await form.getByLabel('E-post').fill('anna.andersson@example.se');
  await form.getByLabel('Telefon').fill('070-123 45 67');
  await form.getByLabel('Typ av läkare').fill('Barnläkare');
  await form.getByLabel('Meddelande').fill('Vi söker en barnläkare till vår mottagning i vår.');
  await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await runIdle();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vi har tagit emot er förfrågan' }),
  ).toBeVisible();
  // A second send would start as the idle moment came; give its request time to show up.
  await page.waitForTimeout(1_000);
  expect(sends).toHaveLength(1);
  await expect(page.getByText('Tack för din förfrågan!')).toHaveCount(1);
});

test('the app replaces the painted page with the live one, without doubles', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  // Live: the header's menu and links respond.
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Jobb' })
    .click();
  await expect(page).toHaveURL('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Lediga läkarjobb' })).toBeVisible();
  await expect(page.getByRole('heading', { name: HERO })).toHaveCount(0);
});

test('a first visit to a job page fetches that job alone, not the whole list', async ({ page }) => {
  const [job] = await publicJobs();
  if (!job) throw new Error('the seed has no public job');
  const jobReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/rest/v1/jobs') jobReads.push(url.search);
  });
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  expect(jobReads[0]).toContain(`id=eq.${job.id}`);
});
