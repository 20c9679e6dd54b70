// The back office beyond jobs and banners: users and the admin role, provider settings,
// applications (status and CSV export) and stored contact requests with their e-mail state.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createJobSeeker } from '../support/e2e-accounts';
import { anonClient, serviceClient } from '../support/e2e-env';
import { changeStatus, expectToast, signInAsAdmin, toast } from './admin-support';

const rowWith = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('row').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('users: grant and revoke the admin role; the last admin cannot be removed', async ({
  page,
}) => {
  const user = await createJobSeeker('roll');
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Filtrera' }).fill(user.email);
  const row = rowWith(page, user.email);
  await expect(row).toContainText(user.fullName);
  // The profession as the sign-up form names it, not the stored value ("läkare").
  await expect(row.getByRole('cell', { name: 'Läkare', exact: true })).toBeVisible();
  await expect(row).toContainText('Nej');

  // Granting asks first too; cancelling changes nothing.
  const confirm = page.getByRole('dialog', { name: 'Bekräfta' });
  await row.getByRole('button', { name: /^Gör till admin/ }).click();
  await expect(confirm).toContainText(`Vill du göra ${user.email} till administratör?`);
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText('Nej');
  await row.getByRole('button', { name: /^Gör till admin/ }).click();
  await confirm.getByRole('button', { name: 'Gör till admin' }).click();
  await expectToast(page, 'Administratörsbehörighet tilldelad');
  await expect(row).toContainText('Ja');

  await row.getByRole('button', { name: /^Ta bort admin/ }).click();
  await expect(confirm).toContainText(user.email);
  await confirm.getByRole('button', { name: 'Ta bort admin' }).click();
  await expectToast(page, 'Administratörsbehörighet borttagen');
  await expect(row).toContainText('Nej');

  // The demo admin is now the only admin: the database refuses, in Swedish.
  const { count } = await serviceClient()
    .from('user_roles')
    .select('id', { count: 'exact', head: true })
    .eq('role', 'admin');
  expect(count).toBe(1);
  await page.getByRole('textbox', { name: 'Filtrera' }).fill('admin@lakarjobb.local');
  await rowWith(page, 'admin@lakarjobb.local')
    .getByRole('button', { name: /^Ta bort admin/ })
    .click();
  await confirm.getByRole('button', { name: 'Ta bort admin' }).click();
  await expect(page.getByText('Den sista administratören kan inte tas bort.')).toBeVisible();
  await expectToast(page, 'Fel vid ändring av behörighet');
  await expect(rowWith(page, 'admin@lakarjobb.local')).toContainText('Ja');
});

test('settings: a bad recipient list gets a Swedish message; a good change is saved', async ({
  page,
}) => {
  const { data: before } = await serviceClient().from('private_settings').select('*').single();
  await page.goto('/admin/settings');
  const recipients = page.getByRole('textbox', { name: 'Mottagare av notiser' });
  await expect(recipients).toHaveValue(before?.notification_recipients.join('\n') ?? '');

  await recipients.fill('rekrytering@lakarjobbnorden.se\ninte en adress');
  await page.getByRole('textbox', { name: 'Kontakt-e-post' }).fill('kontakt@');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(
    page.getByText('Varje mottagare måste vara en giltig e-postadress (en per rad)'),
  ).toBeVisible();
  await expect(page.getByText('Ogiltig email')).toBeVisible();
  const { data: unchanged } = await serviceClient().from('private_settings').select('*').single();
  expect(unchanged?.notification_recipients).toEqual(before?.notification_recipients);

  await page.getByRole('textbox', { name: 'Kontakt-e-post' }).fill('kontakt@lakarjobbnorden.se');
  await recipients.fill('rekrytering@lakarjobbnorden.se\nchef@lakarjobbnorden.se');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Inställningar sparade!');
  const { data: saved } = await serviceClient().from('private_settings').select('*').single();
  expect(saved?.notification_recipients).toEqual([
    'rekrytering@lakarjobbnorden.se',
    'chef@lakarjobbnorden.se',
  ]);
  await serviceClient()
    .from('private_settings')
    .update({ notification_recipients: before?.notification_recipients ?? [] })
    .eq('id', 1);
});

/** A fresh application by a new job seeker to a published job, stored as the app stores it. */
async function freshApplication(label: string) {
  const user = await createJobSeeker(label);
  const { data: job } = await anonClient().from('jobs').select('id').limit(1).single();
  if (!job) throw new Error('the seed has no public job');
  const { data, error } = await serviceClient()
    .from('job_applications')
    // The identity and the job's title and employer are the database's to fill in (trigger).
    .insert({
      job_id: job.id,
      applicant_id: user.userId,
      cover_letter:
        'Hej! Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
      applicant_name: '',
      applicant_email: '',
      job_title: '',
      employer_name: '',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return { user, id: data.id, jobId: job.id };
}

/** The status messages queued for an application (sent or waiting). */
async function statusMessages(applicationId: string) {
  const { data } = await serviceClient()
    .from('outgoing_emails')
    .select('application_status')
    .eq('job_application_id', applicationId)
    .eq('kind', 'application-status');
  return data ?? [];
}

test('applications: an arrow key on the status control changes nothing; a change can be undone before its e-mail', async ({
  page,
}) => {
  const { user, id, jobId } = await freshApplication('pilar');
  await page.goto(`/admin/applications?jobb=${jobId}`);
  const row = rowWith(page, user.fullName).first();
  await expect(row).toContainText('Inkommen');

  const control = row.getByRole('button', {
    name: `Ändra status för ansökan från ${user.fullName}`,
  });
  await control.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const { data: untouched } = await serviceClient()
    .from('job_applications')
    .select('status')
    .eq('id', id)
    .single();
  expect(untouched?.status).toBe('pending');
  expect(await statusMessages(id)).toEqual([]);

  const undo = await changeStatus(row, user.fullName, 'Avböjd');
  await expect(undo).toContainText(`Mejlet till ${user.email} skickas om 10 sekunder.`);
  expect(await statusMessages(id)).toEqual([{ application_status: 'rejected' }]);
  await undo.getByRole('button', { name: 'Ångra' }).click();
  await expect(toast(page, 'Ändringen är ångrad')).toBeVisible();
  await expect(row).toContainText('Inkommen');
  expect(await statusMessages(id)).toEqual([]);
});

test('applications: every application with its job; change the status; export CSV', async ({
  page,
}) => {
  const { data: application } = await serviceClient()
    .from('job_applications')
    .select('id, applicant_name, status, cover_letter, jobs(title)')
    .like('cover_letter', 'Hej!%')
    .limit(1)
    .single();
  if (!application) throw new Error('the seed has no application');
  await page.goto('/admin/applications');
  const row = rowWith(page, application.applicant_name).first();
  await expect(row).toContainText(application.jobs?.title ?? '');
  // The letter's two-line preview reaches past its greeting (the seed's letters open "Hej!\n\n").
  const letterStart = application.cover_letter.replace(/^Hej!\s+/, '').split(' ')[0] ?? '';
  const preview = row.getByText(/^Hej!/);
  const startShown = await preview.evaluate((element, word) => {
    const text = element.firstChild as Text;
    const range = document.createRange();
    const at = text.data.indexOf(word, 4);
    range.setStart(text, at);
    range.setEnd(text, at + word.length);
    return range.getBoundingClientRect().bottom <= element.getBoundingClientRect().bottom + 1;
  }, letterStart);
  expect(startShown, `"${letterStart}" in the preview`).toBe(true);

  await changeStatus(row, application.applicant_name, 'Granskad');
  const { data: reviewed } = await serviceClient()
    .from('job_applications')
    .select('status')
    .eq('id', application.id)
    .single();
  expect(reviewed?.status).toBe('reviewed');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportera CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ansokningar-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header] = csv.slice(1).split('\r\n');
  expect(header).toBe('Jobb;Sökande;E-post;Telefon;Perioder;Status;Inkommen;Personligt brev');
  expect(csv).toContain(`${application.applicant_name};`);
  expect(csv).toContain(';Granskad;');

  await serviceClient()
    .from('job_applications')
    .update({ status: application.status })
    .eq('id', application.id);
});

test("admin lists (other people's personal data) never reach the persisted query cache", async ({
  page,
}) => {
  const { data: application } = await serviceClient()
    .from('job_applications')
    .select('applicant_name, applicant_email')
    .limit(1)
    .single();
  if (!application) throw new Error('the seed has no application');
  // The moment the applications reach the browser: every cache write stamped later was
  // dehydrated with the list in memory.
  let delivered = Number.POSITIVE_INFINITY;
  await page.route('**/rest/v1/job_applications*', async (route) => {
    const response = await route.fetch();
    delivered = Date.now();
    await route.fulfill({ response });
  });
  await page.goto('/admin/applications');
  await expect(rowWith(page, application.applicant_name).first()).toBeVisible();

  const readCache = () =>
    page.evaluate(() => localStorage.getItem('lakarjobb-norden-query-cache') ?? '');
  await expect
    .poll(async () => (JSON.parse((await readCache()) || '{}').timestamp ?? 0) >= delivered)
    .toBe(true);
  const cache = await readCache();
  const keys: unknown[][] = JSON.parse(cache).clientState.queries.map(
    (query: { queryKey: unknown[] }) => query.queryKey,
  );
  // The cache is written (the role check is in it), but without any ['admin', ...] query.
  expect(keys.some((key) => key[0] === 'visitor')).toBe(true);
  expect(keys.filter((key) => key[0] === 'admin')).toEqual([]);
  expect(cache).not.toContain(application.applicant_email);
});

test('requests: a stored contact request shows its type, fields and e-mail state', async ({
  page,
}) => {
  const company = `Vårdcentralen E2E ${Date.now().toString(36)}`;
  const { error } = await anonClient().functions.invoke('send-contact-email', {
    body: {
      type: 'contact-doctor',
      companyName: company,
      contactName: 'Anna Andersson',
      email: 'anna@example.se',
      phone: '08-123 456',
      doctorType: 'Specialist i allmänmedicin',
      message: 'Vi söker en läkare till hösten.',
    },
  });
  expect(error).toBeNull();
  await page.goto('/admin/requests');
  const row = rowWith(page, company);
  await expect(row).toContainText('Söker en läkare');
  await expect(row).toContainText('Anna Andersson');
  await expect(row).toContainText('Typ av läkare: Specialist i allmänmedicin');
  await expect(row).toContainText(/Väntar|Skickas|Skickat|Misslyckades/);

  // The dashboard counts it among the unanswered; a reply opens the mail program to the sender.
  const unanswered = async () => {
    await page.goto('/admin');
    const card = page.getByRole('main').getByRole('link', { name: /^Förfrågningar \d/ });
    const figure = (await card.textContent())?.match(/(\d+) obesvarade? förfrågn?/);
    return Number(figure?.[1]);
  };
  const before = await unanswered();
  expect(before).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('main').getByRole('link', { name: /^Ansökningar \d/ })).toContainText(
    /\d+ nya? ansökan|\d+ nya ansökningar/,
  );
  await expect(page.getByRole('main').getByRole('link', { name: /^Jobb \d/ })).toContainText(
    /\d+ jobb går ut inom 7 dagar/,
  );

  await page.goto('/admin/requests');
  await expect(row.getByText('Ny', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Svara via e-post' })).toHaveAttribute(
    'href',
    `mailto:anna%40example.se?subject=${encodeURIComponent(`Sv: Söker en läkare från ${company}`)}`,
  );
  await row.getByRole('button', { name: `Markera som hanterad: ${company}` }).click();
  await expect(page.getByText('Förfrågan markerad som hanterad')).toBeVisible();
  await expect(row.getByText('Hanterad', { exact: true })).toBeVisible();
  expect(await unanswered()).toBe(before - 1);

  // The status filter, kept in the URL like the other admin lists' filters.
  await page.goto('/admin/requests');
  await page.getByLabel('Status').selectOption({ label: 'Ny' });
  await expect(page).toHaveURL(/[?&]status=ny/);
  await expect(row).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Hanterad' });
  await expect(page).toHaveURL(/[?&]status=hanterad/);
  await expect(row).toContainText('Anna Andersson');
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('hanterad');
  await expect(row).toContainText('Anna Andersson');
});
