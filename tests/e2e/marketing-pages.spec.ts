// The static marketing and legal pages: their texts, links, titles and the settings-driven e-mail.
import { expect, type Page, test } from '@playwright/test';
import { serviceClient } from '../support/e2e-env';

const main = (page: Page) => page.getByRole('main');

test('/about shows mission, vision, values, expertise, the static figures and the history', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('Om oss | Läkarjobb Norden');
  await expect(page.getByRole('heading', { level: 1, name: 'Om oss' })).toBeVisible();
  for (const heading of [
    'Vårt uppdrag',
    'Vår vision',
    'Våra värderingar',
    'Vår expertis',
    'I siffror',
    'Vår historia',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const figures = page.locator('dl');
  for (const { value, label } of [
    { value: '2015', label: 'Grundat' },
    { value: '2 500+', label: 'Registrerade läkare' },
    { value: '150+', label: 'Arbetsgivare' },
    { value: '500+', label: 'Lediga tjänster' },
    { value: '95%', label: 'Nöjda kunder' },
  ]) {
    await expect(figures.getByText(value, { exact: true })).toBeVisible();
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Vi grundades 2015', { exact: false })).toBeVisible();
});

test('/contact shows the contact e-mail from settings and the reply-time note', async ({
  page,
}) => {
  const { data, error } = await serviceClient().from('settings').select('contact_email').single();
  expect(error).toBeNull();
  const email = data?.contact_email ?? '';
  expect(email).toContain('@');

  await page.goto('/contact');
  await expect(page).toHaveTitle('Kontakta oss | Läkarjobb Norden');
  await expect(main(page).getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  await expect(page.getByText('Vi svarar normalt inom 24 timmar på vardagar.')).toBeVisible();
  await main(page).getByRole('link', { name: 'Söker du en läkare?' }).click();
  await expect(page).toHaveURL(/\/contact-doctor$/);
});

test('/resources has four benefit cards, a three-step how-it-works and a link to /jobs', async ({
  page,
}) => {
  await page.goto('/resources');
  await expect(page).toHaveTitle('Resurser för läkare | Läkarjobb Norden');
  const benefits = page.getByRole('region', { name: 'Därför söker läkare jobb hos oss' });
  await expect(benefits.getByRole('heading', { level: 3 })).toHaveCount(4);
  const steps = page.getByRole('region', { name: 'Så fungerar det' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.first()).toContainText('Skapa ett konto');
  await main(page).getByRole('link', { name: 'Se lediga jobb' }).click();
  await expect(page).toHaveURL(/\/jobs\/?$/);
});

test('/recruitment-resources has four benefit cards and links to /contact-doctor and /pricing', async ({
  page,
}) => {
  await page.goto('/recruitment-resources');
  await expect(page).toHaveTitle('Rekrytera läkare | Läkarjobb Norden');
  const benefits = page.getByRole('region', { name: 'Därför rekryterar vårdgivare med oss' });
  await expect(benefits.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(main(page).getByRole('link', { name: 'Söker du en läkare?' })).toHaveAttribute(
    'href',
    '/contact-doctor',
  );
  await main(page).getByRole('link', { name: 'Se priser' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('/pricing shows the two price cards with their benefits and the package price', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Priser | Läkarjobb Norden');
  const jobAd = page.getByRole('article').filter({ hasText: 'Jobbannons' });
  await expect(jobAd.getByText('14 900 kr')).toBeVisible();
  await expect(jobAd.getByText('per 30 dagar', { exact: false })).toBeVisible();
  await expect(jobAd.getByText('Ansökningshantering')).toBeVisible();
  await expect(jobAd.getByText('Sökstatistik')).toBeVisible();
  const banner = page.getByRole('article').filter({ hasText: 'Banner' });
  await expect(banner.getByText('19 900 kr')).toBeVisible();
  await expect(banner.getByText('Premiumplacering')).toBeVisible();
  await expect(banner.getByText('Klickstatistik')).toBeVisible();
  await expect(page.getByText('34 800 kr', { exact: false })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Offertförfrågan' })).toBeVisible();
});

// Today where the browser is (playwright.config.ts: Europe/Stockholm), not where the test runs.
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

test('/privacy lists the GDPR rights, the copy to the provider and today as last updated', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page).toHaveTitle('Integritetspolicy | Läkarjobb Norden');
  await expect(page.getByText(`Senast uppdaterad: ${today()}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dina rättigheter enligt GDPR' })).toBeVisible();
  for (const right of ['tillgång', 'rättade', 'raderade', 'begränsas', 'dataportabilitet']) {
    await expect(main(page).getByText(right, { exact: false })).toBeVisible();
  }
  await expect(
    page.getByText('En kopia av ansökan skickas även till Läkarjobb Norden', { exact: false }),
  ).toBeVisible();
});

test('/terms and /cookies show today as last updated; /cookies mentions analytics cookies', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle('Användarvillkor | Läkarjobb Norden');
  await expect(page.getByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();
  await expect(page.getByText(`Senast uppdaterad: ${today()}`)).toBeVisible();

  await page.goto('/cookies');
  await expect(page).toHaveTitle('Cookiepolicy | Läkarjobb Norden');
  await expect(page.getByText(`Senast uppdaterad: ${today()}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Analyscookies' })).toBeVisible();
});

test('the form pages have their titles', async ({ page }) => {
  await page.goto('/contact-doctor');
  await expect(page.getByRole('heading', { level: 1, name: 'Söker du en läkare?' })).toBeVisible();
  await expect(page).toHaveTitle('Söker du en läkare? | Läkarjobb Norden');
  await page.goto('/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicera Jobb' })).toBeVisible();
  await expect(page).toHaveTitle('Publicera Jobb | Läkarjobb Norden');
});

test('/contact says so in Swedish when the settings cannot be loaded, and recovers on retry', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/rest/v1/settings*', (route) =>
    failing ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/contact');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sidan kunde inte visas' }),
  ).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByText('Vi svarar normalt inom 24 timmar på vardagar.')).toBeVisible();
});
