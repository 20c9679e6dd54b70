// "Skapa jobb från förfrågan" (issue 50): an employer's post-job-request, sent through the public
// form, becomes a draft job in the admin's job form, filled from the request; once saved, the
// request is handled and links to the job, and making a second job from it asks first.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { serviceClient } from '../support/e2e-env';
import { expectToast, signInAsAdmin, uniqueTitle } from './admin-support';

const MESSAGE = 'Vi söker en distriktsläkare till vår vårdcentral i Luleå från och med hösten.';

/** The employer, not signed in, sends Publicera jobb for 60 days. */
async function sendPostJobRequest(page: Page, company: string): Promise<void> {
  await page.goto('/post-job');
  const form = page.getByRole('form', { name: 'Publicera jobb' });
  await form.getByLabel('Företagsnamn').fill(company);
  await form.getByLabel('Kontaktperson').fill('Eva Ek');
  await form.getByLabel('E-post').fill('eva.ek@example.se');
  await form.getByLabel('Telefon').fill('070-123 45 67');
  await form.getByLabel('Önskad varaktighet').selectOption({ label: '60 dagar' });
  await form.getByLabel('Budget').selectOption({ label: 'Jobbannons – 14 900 kr / 30 dagar' });
  await form.getByLabel('Meddelande').fill(MESSAGE);
  await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(page.getByText('Tack för din förfrågan!')).toBeVisible();
}

/** The browser's local day `days` from today (YYYY-MM-DD), as the date field shows it. */
const localDayFromToday = (page: Page, days: number) =>
  page.evaluate((ahead) => {
    const now = new Date();
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, days);

test('an employer’s post-job-request becomes a draft job linked from the request', async ({
  browser,
  page,
}) => {
  test.slow(); // two visitors, a sign-in and four dialogs on a shared 2-core machine
  const company = `Vårdbolaget Norr ${Date.now().toString(36)} AB`;
  const employer = await browser.newPage();
  await sendPostJobRequest(employer, company);
  await employer.close();

  await signInAsAdmin(page);
  await page.goto('/admin/requests');
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('Publicera jobb');
  await expect(row.getByText('Ny', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Skapa jobb från förfrågan: ${company}` }).click();

  // The job form, filled from the request, as a draft.
  await expect(page).toHaveURL(/\/admin\/jobs\?forfragan=/);
  const dialog = page.getByRole('dialog', { name: 'Nytt jobb' });
  await expect(dialog.getByRole('textbox', { name: 'Arbetsgivare', exact: true })).toHaveValue(
    company,
  );
  await expect(dialog.getByRole('textbox', { name: 'Beskrivning', exact: true })).toHaveValue(
    MESSAGE,
  );
  const contact = dialog.getByRole('group', { name: /Kontaktperson/ });
  await expect(contact.getByRole('textbox', { name: 'Namn', exact: true })).toHaveValue('Eva Ek');
  await expect(contact.getByRole('textbox', { name: 'Telefon', exact: true })).toHaveValue(
    '070-123 45 67',
  );
  await expect(contact.getByRole('textbox', { name: 'E-post', exact: true })).toHaveValue(
    'eva.ek@example.se',
  );
  await expect(dialog.getByLabel('Sista publiceringsdag')).toHaveValue(
    await localDayFromToday(page, 60),
  );
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Utkast');

  const title = uniqueTitle('Distriktsläkare från förfrågan');
  await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Plats', exact: true }).fill('Luleå');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Förfrågan kopplad till jobbet och markerad som hanterad');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/forfragan=/);

  const { data: job } = await serviceClient()
    .from('jobs')
    .select('id, status, employer_name, contact_person')
    .eq('title', title)
    .single();
  expect(job).toMatchObject({
    status: 'draft',
    employer_name: company,
    contact_person: { name: 'Eva Ek', phone: '070-123 45 67', email: 'eva.ek@example.se' },
  });

  // The request: handled, and linked to the job's edit form.
  await page.goto('/admin/requests');
  await expect(row.getByText('Hanterad', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Jobb skapat: ${title}`);
  // The seed has no post-job-request: admin-a11y never sees the button and the link.
  expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs\\?redigera=${job?.id}`));
  const edit = page.getByRole('dialog', { name: 'Redigera jobb' });
  await expect(edit.getByRole('textbox', { name: 'Titel', exact: true })).toHaveValue(title);
  await edit.getByRole('button', { name: 'Avbryt' }).click();
  await expect(edit).toBeHidden();
  await expect(page).not.toHaveURL(/redigera=/);

  // A second job from the same request asks first.
  await page.goto('/admin/requests');
  await row.getByRole('button', { name: `Skapa jobb från förfrågan: ${company}` }).click();
  const ask = page.getByRole('dialog', { name: 'Skapa ett jobb till?' });
  await expect(ask).toContainText(title);
  expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
  await ask.getByRole('button', { name: 'Avbryt' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/requests/);
  await row.getByRole('button', { name: `Skapa jobb från förfrågan: ${company}` }).click();
  await ask.getByRole('button', { name: 'Skapa ett jobb till' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Nytt jobb' })
      .getByRole('textbox', { name: 'Arbetsgivare', exact: true }),
  ).toHaveValue(company);
});

test('a pricing request offers no job to create', async ({ page }) => {
  const company = `Prisfrågan ${Date.now().toString(36)} AB`;
  const { error } = await serviceClient()
    .from('contact_requests')
    .insert({
      type: 'pricing-request',
      company_name: company,
      contact_name: 'Per Persson',
      email: 'per@example.se',
      phone: '070-765 43 21',
      message: 'Vad kostar en jobbannons i 30 dagar?',
      details: { adType: 'jobbannons' },
    });
  expect(error).toBeNull();
  await signInAsAdmin(page);
  await page.goto('/admin/requests');
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('Prisförfrågan');
  await expect(row.getByRole('button', { name: /Skapa jobb från förfrågan/ })).toHaveCount(0);
});
