// Issue 36's Must show: an admin posts a locum assignment of two periods with its terms and
// requirements; /jobs shows its periods and rate, and "Tillgänglig från/till" finds it when either
// period overlaps the days and leaves out one outside them; an ad past its last day to apply is gone from the list, its page says it has closed, and
// the server refuses an application to it. (Alerts and a profile's gaps: job-terms-doctor.spec.ts.)
import { expect, type Page, test } from '@playwright/test';
import { DEMO_JOB_SEEKER } from '../support/e2e-accounts';
import { insertLocum } from '../support/e2e-data';
import { anonClient, serviceClient } from '../support/e2e-env';
import { openFilterPill } from '../support/job-list';
import { choose, expectToast, rowOf, signInAsAdmin, uniqueTitle } from './admin-support';

const card = (page: Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an admin posts a locum assignment; /jobs shows its period and rate and finds it by available days', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = uniqueTitle('Stafettläkare');
  const outside = uniqueTitle('Stafett i mars');
  await insertLocum({
    title: outside,
    period_start: '2027-03-01',
    period_end: '2027-03-28',
  });

  await signInAsAdmin(page);
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Nytt jobb' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt jobb' });
  await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Arbetsgivare', exact: true })
    .fill('Region Norrbotten');
  await dialog.getByRole('textbox', { name: 'Plats', exact: true }).fill('Kiruna, Sverige');
  await dialog
    .getByRole('textbox', { name: 'Beskrivning', exact: true })
    .fill('Stafett på hälsocentralen.');
  // One classification (issue 50): Anställningsform and Omfattning, no second "type" field.
  await expect(
    dialog.getByRole('combobox', { name: /anställningsform|uppdragsform/i }),
  ).toHaveCount(1);
  await choose(dialog, 'Anställningsform', 'Locum / stafett');
  await choose(dialog, 'Omfattning', 'Deltid');
  await choose(dialog, 'Jour', 'Jour ingår');
  await choose(dialog, 'Lön per', 'per timme');
  await dialog.getByRole('textbox', { name: 'Timlön', exact: true }).fill('1200');
  await dialog.getByRole('textbox', { name: 'Omfattning (%)', exact: true }).fill('80');
  // Two periods; the form says an end before its start in Swedish, and sends nothing until it
  // is right.
  await dialog.getByRole('button', { name: 'Lägg till period' }).click();
  await dialog.getByLabel('Period 1 från').fill('2027-01-11');
  await dialog.getByLabel('Period 1 till').fill('2027-02-07');
  await dialog.getByRole('button', { name: 'Lägg till period' }).click();
  await dialog.getByLabel('Period 2 från').fill('2027-04-05');
  await dialog.getByLabel('Period 2 till').fill('2027-04-01');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Periodens slut ligger före dess start')).toBeVisible();
  await dialog.getByLabel('Period 2 till').fill('2027-04-18');
  await choose(dialog, 'Legitimation i', 'Sverige');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Lägg till språkkrav' }).click();
  await choose(dialog, 'Status', 'Publicerad');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Jobb skapat!');

  const { data: stored } = await serviceClient()
    .from('jobs')
    .select(
      'employment_form, working_hours_type, job_type, periods, scope_percent, on_call, pay_amount, pay_unit, licence_countries, languages',
    )
    .eq('title', title)
    .single();
  expect(stored).toEqual({
    employment_form: 'stafett',
    working_hours_type: 'deltid',
    // The spec's type, derived: a locum is Konsult.
    job_type: 'Konsult',
    periods: [
      { start: '2027-01-11', end: '2027-02-07' },
      { start: '2027-04-05', end: '2027-04-18' },
    ],
    scope_percent: 80,
    on_call: 'included',
    pay_amount: 1200,
    pay_unit: 'hour',
    licence_countries: ['SE'],
    languages: [{ language: 'svenska', level: 'C1' }],
  });

  // The admin list names the ad's form as the card and the page do.
  await expect(rowOf(page, title)).toContainText('Locum / stafett');

  await page.goto('/jobs');
  const locum = card(page, title);
  await expect(locum).toContainText(
    '2027-01-11 – 2027-02-07 (+1 period) · Deltid 80 % · Jour ingår',
  );
  await expect(locum).toContainText('1\u00a0200 SEK/tim');
  await expect(locum).toContainText('Locum / stafett');
  // The filter Anställningsform offers the locum, and finds it.
  // On a desktop the filters are in their pills' popovers.
  const form = await openFilterPill(page, 'Anställningsform');
  await form.getByLabel('Anställningsform', { exact: true }).selectOption('Locum / stafett');
  await expect(page).toHaveURL(/uppdrag=stafett/);
  await expect(locum).toBeVisible();
  await form.getByLabel('Anställningsform', { exact: true }).selectOption('Vikariat');
  await expect(locum).toHaveCount(0);
  await form.getByLabel('Anställningsform', { exact: true }).selectOption('');

  const days = await openFilterPill(page, 'Tillgänglig');
  await days.getByLabel('Tillgänglig från').fill('2027-01-20');
  await days.getByLabel('Tillgänglig till').fill('2027-01-31');
  await expect(page).toHaveURL(/fran=2027-01-20.*till=2027-01-31/);
  await expect(locum).toBeVisible();
  await expect(card(page, outside)).toHaveCount(0);
  // Between its two periods it is not available; the one in March is. (The end first, so the
  // days are never the wrong way round.)
  await days.getByLabel('Tillgänglig till').fill('2027-03-10');
  await days.getByLabel('Tillgänglig från').fill('2027-02-15');
  await expect(card(page, outside)).toBeVisible();
  await expect(locum).toHaveCount(0);
  // In its second period it is.
  await days.getByLabel('Tillgänglig till').fill('2027-04-12');
  await days.getByLabel('Tillgänglig från').fill('2027-04-10');
  await expect(locum).toBeVisible();
  await expect(card(page, outside)).toHaveCount(0);
  // A "från" after "till" is said, not swapped: the fields keep what was typed, the search stays.
  await days.getByLabel('Tillgänglig från').fill('2027-05-01');
  await expect(days.getByText('Till-dagen är före från-dagen: ändra en av dem.')).toBeVisible();
  await expect(days.getByLabel('Tillgänglig från')).toHaveValue('2027-05-01');
  await expect(days.getByLabel('Tillgänglig till')).toHaveValue('2027-04-12');
  await expect(page).toHaveURL(/fran=2027-04-10.*till=2027-04-12/);
  await expect(locum).toBeVisible();
  await days.getByLabel('Tillgänglig till').fill('2027-05-20');
  await expect(days.getByText('Till-dagen är före från-dagen: ändra en av dem.')).toHaveCount(0);
  await expect(page).toHaveURL(/fran=2027-05-01.*till=2027-05-20/);
  await expect(locum).toHaveCount(0);
  await days.getByLabel('Tillgänglig från').fill('2027-04-10');
  await days.getByLabel('Tillgänglig till').fill('2027-04-12');

  await locum.getByRole('link', { name: 'Visa detaljer' }).click();
  await expect(page.getByText('Period 2: 2027-04-05 – 2027-04-18')).toBeVisible();
  // Its page says the form once, as Anställningsform, and its Omfattning among the terms.
  await expect(page.locator('dt:text-is("Anställningsform") + dd')).toHaveText('Locum / stafett');
  await expect(page.getByText('Omfattning: Deltid 80 %')).toBeVisible();
  await expect(page.getByText('Uppdragsform')).toHaveCount(0);
  const requirements = page.getByRole('list').filter({ hasText: 'Läkarlegitimation i Sverige' });
  await expect(requirements).toContainText('Svenska på minst nivå C1');
});

test('an ad past its last day to apply is gone, says it has closed, and refuses an application', async ({
  page,
}) => {
  const title = uniqueTitle('Stängd stafett');
  const yesterday = daysFromToday(-1);
  const id = await insertLocum({
    title,
    published_at: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    apply_by: yesterday,
  });

  await page.goto('/jobs');
  await expect(page.getByTestId('job-count')).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole('heading', { name: 'Annonsen har stängt' })).toBeVisible();
  await expect(page.getByText(`Sista dagen att söka ${title}`)).toContainText(yesterday);

  // Not only hidden: the server refuses the application itself.
  const doctor = anonClient();
  const { data: session, error: signInError } =
    await doctor.auth.signInWithPassword(DEMO_JOB_SEEKER);
  expect(signInError).toBeNull();
  // Who applied is filled in by the database from the account (the generated type asks for it).
  const { error } = await doctor.from('job_applications').insert({
    job_id: id,
    applicant_id: session.user?.id ?? '',
    cover_letter:
      'Hej, jag söker uppdraget. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
  } as never);
  // Refused before the policy with a Swedish reason (PostgREST answers 410 Gone).
  expect(error?.code).toBe('PT410');
  expect(error?.message).toBe('Annonsen har stängt och tar inte emot ansökningar.');
});
