// A doctor's account as a real service: the receipt and status e-mails (read from the stand-in's
// mail sink), Mina ansökningar with withdrawing, downloading my data, deleting the account, and
// saved jobs that follow the account.
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createJobSeeker, signInThroughUi, type TestUser } from '../support/e2e-accounts';
import { API_URL, SERVICE_ROLE_KEY, serviceClient } from '../support/e2e-env';
import { changeStatus, signInAsAdmin, uniqueTitle } from './admin-support';

type SinkMessage = { to: string[]; subject: string; text: string };

/** The mail sink's messages to `address` whose subject starts with `subject`, once there. */
async function mailTo(address: string, subject: string): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${API_URL}/mail/v1/messages`, {
          headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
        });
        const { messages } = (await response.json()) as { messages: SinkMessage[] };
        found = messages.find((m) => m.to.includes(address) && m.subject.startsWith(subject));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as SinkMessage;
}

async function newJob(label: string) {
  const { data, error } = await serviceClient()
    .from('jobs')
    .insert({
      title: uniqueTitle(label),
      employer_name: 'Region E2E',
      location: 'Luleå, Sverige',
      description: 'En tjänst för testet.',
      status: 'published',
      employer_email: 'rekrytering@region-e2e.example',
    })
    .select()
    .single();
  if (error) throw new Error(error.message);
  return data;
}

async function apply(page: Page, jobId: string, letter: string) {
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  await page.getByRole('dialog').getByLabel('Personligt brev').fill(letter);
  await page.getByRole('dialog').getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Ansökan skickats').first()).toBeVisible();
}

async function asAdmin<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInAsAdmin(page);
    return await work(page);
  } finally {
    await context.close();
  }
}

for (const width of [390, 1440]) {
  test(`at ${width} px: Mina ansökningar shows the letter sent; after withdrawing, the job can be applied to again`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const user = await createJobSeeker(`igen-${width}`);
    const job = await newJob('Ansök igen');
    await signInThroughUi(page, user);
    const first = 'Första brevet.\nMed en andra rad om min erfarenhet av akutsjukvård i norr.';
    await apply(page, job.id, first);
    await page.goto('/applications');
    const card = page.getByRole('article').filter({ hasText: job.title });
    await expect(card.getByText('Första brevet.')).toBeVisible();
    await card.getByRole('button', { name: 'Återkalla ansökan' }).click();
    await page
      .getByRole('dialog', { name: 'Återkalla ansökan?' })
      .getByRole('button', { name: 'Återkalla ansökan' })
      .click();
    await expect(card).toContainText('Återkallad');

    await apply(
      page,
      job.id,
      'Andra försöket, nu med intyget klart. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    );
    await page.goto('/applications');
    const cards = page.getByRole('article').filter({ hasText: job.title });
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(
      'Andra försöket, nu med intyget klart. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    );
    await expect(cards.first()).toContainText('Inkommen');
    await expect(cards.nth(1)).toContainText('Återkallad');
    // A second active application is still refused: the job page says it has been applied to.
    await page.goto(`/jobs/${job.id}`);
    // The phone's bottom bar or the desktop's card: the one on screen.
    await expect(page.getByText('Du har sökt jobbet').filter({ visible: true })).toBeVisible();
  });
}

test('apply → receipt → an admin sets a status → Mina ansökningar and an e-mail say so; withdraw', async ({
  page,
  browser,
}) => {
  // Two people's sessions, two e-mails and a withdrawal: about 25 s alone, past the default 30 s
  // beside other workers.
  test.setTimeout(90_000);
  const user = await createJobSeeker('mina');
  const job = await newJob('Mina ansökningar');
  await signInThroughUi(page, user);
  await apply(page, job.id, 'Hej! Jag är legitimerad läkare och söker gärna tjänsten i Luleå.');

  const receipt = await mailTo(user.email, 'Vi har tagit emot din ansökan');
  expect(receipt.subject).toBe(`Vi har tagit emot din ansökan: ${job.title}`);
  expect(receipt.text).toContain(
    'Hej! Jag är legitimerad läkare och söker gärna tjänsten i Luleå.',
  );

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/applications?jobb=${job.id}`);
    await changeStatus(
      admin.getByRole('row').filter({ hasText: user.fullName }).first(),
      user.fullName,
      'Erbjuden tjänst',
    );
  });
  // The message waits out the admin's undo window (15 s); made due at once here.
  await serviceClient()
    .from('outgoing_emails')
    .update({ next_attempt_at: new Date().toISOString() })
    .eq('kind', 'application-status')
    .eq('status', 'pending');

  const statusMail = await mailTo(user.email, 'Ny status för din ansökan');
  expect(statusMail.subject).toBe(`Ny status för din ansökan: ${job.title} (Erbjuden tjänst)`);

  await page.getByRole('banner').getByRole('link', { name: 'Mina ansökningar' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const card = page.getByRole('article').filter({ hasText: job.title });
  await expect(card).toContainText('Region E2E');
  await expect(card).toContainText('Erbjuden tjänst');

  // The ad is taken down: the list still says what was applied for.
  await serviceClient().from('jobs').update({ status: 'draft' }).eq('id', job.id);
  await page.reload();
  await expect(card).toContainText(job.title);

  await card.getByRole('button', { name: 'Återkalla ansökan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Återkalla ansökan?' });
  await expect(dialog).toContainText(job.title);
  // A confirmation opens on its safe choice.
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Återkalla ansökan' }).click();
  await expect(page.getByText('Ansökan återkallad')).toBeVisible();
  await expect(card).toContainText('Återkallad');
  await expect(card.getByRole('button', { name: 'Återkalla ansökan' })).toHaveCount(0);
  const { data: stored } = await serviceClient()
    .from('job_applications')
    .select('status')
    .eq('job_id', job.id)
    .single();
  expect(stored?.status).toBe('withdrawn');
});

async function openMyData(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Min profil' }).click();
  return page.getByRole('region', { name: 'Mina uppgifter' });
}

test('download my data: a ZIP with a readable JSON file of the account, profile and application', async ({
  page,
}) => {
  const user = await createJobSeeker('export');
  const job = await newJob('Export');
  await signInThroughUi(page, user);
  await apply(
    page,
    job.id,
    'Brevet som ska finnas i filen. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
  );
  const myData = await openMyData(page);
  const download = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Ladda ner mina uppgifter' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^mina-uppgifter-lakarjobb-norden-\d{4}-\d{2}-\d{2}\.zip$/,
  );
  const entries = unzipSync(await readFile((await file.path()) as string));
  const data = JSON.parse(strFromU8(entries['mina-uppgifter.json'] as Uint8Array));
  expect(data.konto.epost).toBe(user.email);
  expect(data.profil[0].full_name).toBe(user.fullName);
  expect(data.ansökningar).toEqual([
    expect.objectContaining({
      job_title: job.title,
      cover_letter:
        'Brevet som ska finnas i filen. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
      status: 'pending',
    }),
  ]);
});

/**
 * Every object under the user's folder of the documents bucket (the only bucket:
 * tests/db/personal-data-export.test.ts), walked one level at a time.
 */
async function storedObjectsOf(user: TestUser): Promise<Map<string, Buffer>> {
  const bucket = serviceClient().storage.from('documents');
  const objects = new Map<string, Buffer>();
  const folders = [user.userId];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    const { data: entries, error } = await bucket.list(folder);
    if (error) throw error;
    for (const entry of entries) {
      const path = `${folder}/${entry.name}`;
      // A folder is listed with no id.
      if (entry.id === null) folders.push(path);
      else {
        const { data: blob, error: readError } = await bucket.download(path);
        if (readError) throw readError;
        objects.set(path, Buffer.from(await blob.arrayBuffer()));
      }
    }
  }
  return objects;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('download my data: the professional profile, every table about me and every stored file', async ({
  page,
}) => {
  const user = await createJobSeeker('export-allt');
  const job = await newJob('Export allt');
  const db = serviceClient();
  // Arranged directly: the profile's form and the upload have their own tests (documents.spec).
  const professional = {
    status: 'specialist',
    specialties: ['allmänmedicin'],
    licences: [{ country: 'NO', state: 'yes', registerNumber: 'HPR-98765' }],
    certificates: [],
    languages: [
      { language: 'svenska', level: 'C2', proof: '' },
      { language: 'norska', level: 'B2', proof: '' },
    ],
    availableFrom: '2027-03-01',
    noticeWeeks: 12,
    scopePercent: 80,
    openToLocum: true,
    summary: 'Specialist i allmänmedicin, van vid glesbygd.',
  };
  await db.from('professional_profiles').insert({ user_id: user.userId, profile: professional });
  const documentId = crypto.randomUUID();
  const uploaded = await db.storage
    .from('documents')
    .upload(`${user.userId}/${documentId}`, PDF, { contentType: 'application/pdf' });
  if (uploaded.error) throw uploaded.error;
  const filed = await db.from('profile_documents').insert({
    id: documentId,
    user_id: user.userId,
    kind: 'cv',
    file_name: 'Mitt CV.pdf',
    mime_type: 'application/pdf',
    size_bytes: PDF.length,
  });
  if (filed.error) throw filed.error;

  await signInThroughUi(page, user);
  // Snabbansökan sends the CV along: a copy under the application's own folder.
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Ansök nu' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: /Mitt CV\.pdf/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Skicka snabbansökan' }).click();
  await expect(page.getByText('Ansökan skickats').first()).toBeVisible();

  const myData = await openMyData(page);
  const download = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Ladda ner mina uppgifter' }).click();
  const entries = unzipSync(await readFile((await (await download).path()) as string));
  const data = JSON.parse(strFromU8(entries['mina-uppgifter.json'] as Uint8Array));

  // The professional profile as saved: licence number, languages, availability, summary.
  expect(data.yrkesprofil).toEqual([expect.objectContaining({ profile: professional })]);
  expect(data.roller).toEqual([]);
  expect(data.ansökningsdokument).toEqual([
    expect.objectContaining({ file_name: 'Mitt CV.pdf', kind: 'cv' }),
  ]);

  // Every object stored under the user's folder is in the ZIP, byte for byte.
  const stored = await storedObjectsOf(user);
  expect(stored.size).toBe(2);
  const files = Object.entries(entries).filter(([name]) => name !== 'mina-uppgifter.json');
  expect(files.map(([name]) => name).sort()).toEqual(
    [`ansökningar/${data.ansökningar[0].id}/Mitt CV.pdf`, 'dokument/Mitt CV.pdf'].sort(),
  );
  for (const [, bytes] of files) expect(Buffer.from(bytes)).toEqual(PDF);
  for (const bytes of stored.values()) expect(bytes).toEqual(PDF);
});

async function expectNoRowsOf(user: TestUser) {
  const db = serviceClient();
  const count = async (table: 'job_seeker_profiles' | 'saved_jobs', column: string) =>
    (await db.from(table).select('*', { count: 'exact', head: true }).eq(column, user.userId))
      .count;
  expect(await count('job_seeker_profiles', 'user_id')).toBe(0);
  expect(await count('saved_jobs', 'user_id')).toBe(0);
  const applications = await db
    .from('job_applications')
    .select('*', { count: 'exact', head: true })
    .eq('applicant_id', user.userId);
  expect(applications.count).toBe(0);
  const { error } = await db.auth.admin.getUserById(user.userId);
  expect(error?.status).toBe(404);
}

test('delete my account: the password confirms it, every row goes, the device forgets it', async ({
  page,
}) => {
  const user = await createJobSeeker('radera');
  const job = await newJob('Radera');
  await signInThroughUi(page, user);
  await apply(
    page,
    job.id,
    'Ett brev som ska raderas. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
  );
  await page.getByRole('button', { name: `Spara ${job.title}` }).click();
  await expect
    .poll(
      async () =>
        (await serviceClient().from('saved_jobs').select('job_id').eq('user_id', user.userId)).data
          ?.length,
    )
    .toBe(1);

  const myData = await openMyData(page);
  await myData.getByRole('button', { name: 'Radera mitt konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Radera mitt konto' });
  await dialog.getByLabel('Skriv ditt lösenord för att bekräfta').fill('fel-lösenord');
  await dialog.getByRole('button', { name: 'Radera kontot permanent' }).click();
  await expect(dialog.getByText('Fel lösenord. Kontot har inte raderats.')).toBeVisible();

  await dialog.getByLabel('Skriv ditt lösenord för att bekräfta').fill(user.password);
  await dialog.getByRole('button', { name: 'Radera kontot permanent' }).click();
  await expect(page.getByText('Ditt konto är raderat')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeVisible();
  await expectNoRowsOf(user);

  // Nothing of the account is left on the device.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sparade jobb', exact: true }),
  ).toBeVisible();
  // The persisted query cache is rewritten shortly after (the persister throttles its writes).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lakarjobb-norden-query-cache') ?? ''))
    .not.toContain(user.userId);

  // The account cannot sign in again.
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Logga in' }).click();
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(user.email);
  await form.getByLabel('Lösenord', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Fel e-post eller lösenord')).toBeVisible();
});

test('saved jobs follow the account: merged on sign-in, gone from the device on sign-out', async ({
  page,
}) => {
  const user = await createJobSeeker('sparade');
  const job = await newJob('Sparat');
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: `Spara ${job.title}` }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sparade jobb 1' }),
  ).toBeVisible();

  await signInThroughUi(page, user);
  await expect
    .poll(
      async () =>
        (await serviceClient().from('saved_jobs').select('job_id').eq('user_id', user.userId)).data,
    )
    .toEqual([{ job_id: job.id }]);

  await page.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sparade jobb', exact: true }),
  ).toBeVisible();
  await page.goto('/saved-jobs');
  await expect(page.getByText('Inga sparade jobb än')).toBeVisible();

  await signInThroughUi(page, user);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sparade jobb 1' }),
  ).toBeVisible();
  await page.goto('/saved-jobs');
  await expect(page.getByText(job.title)).toBeVisible();
});
