// A doctor's documents on /profile in Chromium against the stand-in's Storage: upload a CV (PDF)
// and a licence copy (JPEG), the refusals of a 12 MB file and a renamed .exe with their Swedish
// messages, the ZIP of "Ladda ner mina uppgifter" holding the files, and no object left after
// "Radera mitt konto".
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { documentMessages } from '../../supabase/functions/_shared/documents/file-check';
import { createJobSeeker, signInThroughUi, type TestUser } from '../support/e2e-accounts';
import { serviceClient } from '../support/e2e-env';
import { uniqueTitle } from './admin-support';
import {
  asAdmin,
  asEmployer,
  downloadedBytes,
  employerLink,
  PDF,
  publishJob,
} from './employer-support';
import { offlineSwitch, waitForServiceWorker } from './pwa-support';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

async function upload(
  page: Page,
  kind: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const card = page.getByRole('region', { name: 'Mina dokument' });
  await card.getByLabel('Typ av dokument').selectOption({ label: kind });
  await card.locator('input[type=file]').setInputFiles(file);
  return card;
}

async function storedObjects(user: TestUser): Promise<string[]> {
  const { data, error } = await serviceClient().storage.from('documents').list(user.userId);
  if (error) throw error;
  return data.map((entry) => entry.name);
}

test('fill the professional profile, upload a CV and a licence copy, refuse a 12 MB file and a renamed .exe, ZIP them, delete the account', async ({
  page,
}) => {
  // A profile, four uploads, a ZIP and a deletion: a long flow (16 s on a quiet run, past 30 s
  // on a loaded one).
  test.slow();
  const user = await createJobSeeker('dokument');
  await signInThroughUi(page, user);
  await page.goto('/profile');

  // The professional profile: a bad value is refused with its message, a good one is kept.
  const profile = page.getByRole('form', { name: 'Yrkesprofil' });
  await profile.getByLabel('Yrke', { exact: true }).selectOption({ label: 'ST-läkare' });
  await profile.getByLabel('Legitimation i Norge').selectOption({ label: 'Ansökan pågår' });
  await profile.getByLabel('HPR-nummer').fill('12');
  await profile.getByLabel('Omfattning (%)').fill('80');
  await profile
    .getByLabel('Kort sammanfattning')
    .fill('ST-läkare i psykiatri, tillgänglig från mars.');
  await profile.getByRole('button', { name: 'Spara yrkesprofil' }).click();
  await expect(profile.getByText('3–20 tecken: bokstäver, siffror och bindestreck')).toBeVisible();
  // The field to fix gets the focus, far above the button on a phone.
  await expect(profile.getByLabel('HPR-nummer')).toBeFocused();
  await profile.getByLabel('HPR-nummer').fill('');
  await profile.getByRole('button', { name: 'Spara yrkesprofil' }).click();
  await expect(page.getByText('Yrkesprofilen sparad')).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel('Yrke', { exact: true })).toHaveValue('ST-läkare');
  await expect(profile.getByLabel('Omfattning (%)')).toHaveValue('80');

  const card = await upload(page, 'CV', {
    name: 'CV Åsa.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(card.getByRole('status')).toHaveText('CV Åsa.pdf är uppladdad.');
  // The quota the database holds is stated at the upload.
  await expect(
    card.getByText('PDF, Word (DOCX), JPEG eller PNG, högst 10 MB per fil och 50 MB totalt'),
  ).toBeVisible();
  await upload(page, 'Legitimation', {
    name: 'legitimation.jpg',
    mimeType: 'image/jpeg',
    buffer: JPEG,
  });
  const list = card.getByRole('list', { name: 'Uppladdade dokument' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('CV Åsa.pdf')).toBeVisible();
  await expect(list.getByText('Legitimation ·')).toBeVisible();

  await upload(page, 'CV', {
    name: 'stor.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(12 * 1024 * 1024, 0x25),
  });
  await expect(card.getByRole('alert')).toContainText(documentMessages.tooLarge);
  await upload(page, 'CV', {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]),
  });
  await expect(card.getByRole('alert')).toContainText(documentMessages.wrongType);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect((await storedObjects(user)).length).toBe(2);

  const myData = page.getByRole('region', { name: 'Mina uppgifter' });
  const download = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Ladda ner mina uppgifter' }).click();
  const zip = unzipSync(await readFile(await (await download).path()));
  expect(Buffer.from(zip['dokument/CV Åsa.pdf'] as Uint8Array)).toEqual(PDF);
  expect(Buffer.from(zip['dokument/legitimation.jpg'] as Uint8Array)).toEqual(JPEG);
  const data = JSON.parse(Buffer.from(zip['mina-uppgifter.json'] as Uint8Array).toString('utf8'));
  expect(data.dokument.map((d: { file_name: string }) => d.file_name).sort()).toEqual([
    'CV Åsa.pdf',
    'legitimation.jpg',
  ]);

  await myData.getByRole('button', { name: 'Radera mitt konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Radera mitt konto' });
  await dialog.getByLabel('Skriv ditt lösenord för att bekräfta').fill(user.password);
  await dialog.getByRole('button', { name: 'Radera kontot permanent' }).click();
  await expect(page.getByText('Ditt konto är raderat')).toBeVisible();
  expect(await storedObjects(user)).toEqual([]);
});

test('Snabbansökan with a CV and a licence copy: kept as sent, listed in Mina ansökningar, downloaded by the admin and by the employer through the link until revoked or expired', async ({
  page,
  browser,
}) => {
  // Two accounts, two uploads, an application and two downloads: a long flow.
  test.slow();
  const user = await createJobSeeker('snabb');
  const db = serviceClient();
  const job = await publishJob({
    title: uniqueTitle('Dokument'),
    location: 'Umeå, Sverige',
    employer_email: 'rekrytering@region-e2e.example',
  });
  // A complete professional profile, arranged directly (its form has its own tests).
  await db.from('professional_profiles').insert({
    user_id: user.userId,
    profile: {
      status: 'specialist',
      specialties: ['allmänmedicin'],
      licences: [{ country: 'SE', state: 'yes', registerNumber: '1234567' }],
      certificates: [],
      languages: [{ language: 'svenska', level: 'C1', proof: '' }],
      availableFrom: '',
      noticeWeeks: null,
      scopePercent: null,
      openToLocum: false,
      summary: 'Specialist i allmänmedicin.',
    },
  });
  await signInThroughUi(page, user);
  await page.goto('/profile');
  const card = await upload(page, 'CV', {
    name: 'CV Åsa.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(card.getByRole('status')).toHaveText('CV Åsa.pdf är uppladdad.');
  // The quota the database holds is stated at the upload.
  await expect(
    card.getByText('PDF, Word (DOCX), JPEG eller PNG, högst 10 MB per fil och 50 MB totalt'),
  ).toBeVisible();
  await upload(page, 'Legitimation', {
    name: 'legitimation.jpg',
    mimeType: 'image/jpeg',
    buffer: JPEG,
  });
  await expect(card.getByRole('listitem')).toHaveCount(2);

  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Ansök nu' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Din yrkesprofil' })).toContainText(
    'Yrke: Specialist',
  );
  // The shared lists' labels, not the stored lower-case values.
  await expect(dialog.getByRole('region', { name: 'Din yrkesprofil' })).toContainText(
    'Specialitet: Allmänmedicin',
  );
  await expect(dialog.getByRole('region', { name: 'Din yrkesprofil' })).toContainText(
    'Språk: Svenska C1',
  );
  // The CV is chosen to begin with; the licence is added.
  await expect(dialog.getByRole('checkbox', { name: /CV Åsa\.pdf/ })).toBeChecked();
  await dialog.getByRole('checkbox', { name: /legitimation\.jpg/ }).check();
  await dialog.getByRole('button', { name: 'Skicka snabbansökan' }).click();
  await expect(page.getByText('Ansökan skickats')).toBeVisible();

  // A later deletion of a profile document leaves the application as it was sent.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Ta bort CV Åsa.pdf' }).click();
  await expect(card.getByRole('listitem')).toHaveCount(1);

  await page.goto('/applications');
  await expect(page.getByRole('article').filter({ hasText: job.title })).toContainText(
    'Dokument: CV Åsa.pdf, legitimation.jpg',
  );

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/applications?jobb=${job.id}`);
    await admin
      .getByRole('button', { name: `Visa profil och dokument från ${user.fullName}` })
      .first()
      .click();
    const dossier = admin.getByRole('dialog', { name: `Profil och dokument: ${user.fullName}` });
    await expect(dossier).toContainText('Legitimation: Sverige (1234567)');
    const cv = await downloadedBytes(admin, () =>
      dossier.getByRole('button', { name: /Ladda ner CV Åsa\.pdf/ }).click(),
    );
    expect(cv).toEqual(PDF);
    const licence = await downloadedBytes(admin, () =>
      dossier.getByRole('button', { name: /Ladda ner legitimation\.jpg/ }).click(),
    );
    expect(licence).toEqual(JPEG);
  });

  // The employer opens the link from the notice without an account.
  const link = await employerLink('rekrytering@region-e2e.example', job.title);
  await asEmployer(browser, link, async (employer) => {
    await expect(employer.getByRole('heading', { name: `Ansökan: ${job.title}` })).toBeVisible();
    await expect(employer.getByText('Hej! Jag är intresserad av tjänsten.')).toBeVisible();
    await expect(employer.getByText('Sverige (1234567)')).toBeVisible();
    // Named by the server from the applicant, the kind and the day, not by the file's own name.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
      new Date(),
    );
    const cvName = `${user.fullName} – CV – ${today}.pdf`;
    const download = employer.waitForEvent('download');
    await employer.getByRole('button', { name: cvName }).click();
    expect((await download).suggestedFilename()).toBe(cvName);
    expect(await readFile(await (await download).path())).toEqual(PDF);
    await expect(
      employer.getByRole('button', { name: `${user.fullName} – Legitimation – ${today}.jpg` }),
    ).toBeVisible();
  });

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/applications?jobb=${job.id}`);
    await admin
      .getByRole('button', { name: `Visa profil och dokument från ${user.fullName}` })
      .first()
      .click();
    await admin.getByRole('button', { name: 'Återkalla länken' }).click();
    // Asked first, saying what happens; then a toast and the date it was revoked.
    const confirm = admin.getByRole('dialog', { name: 'Återkalla arbetsgivarens länk?' });
    await expect(confirm).toContainText('slutar fungera direkt');
    await confirm.getByRole('button', { name: 'Återkalla länken' }).click();
    await expect(admin.locator('.mantine-Notification-root')).toContainText('Länken återkallad');
    await expect(
      admin.getByText(
        /Länken i e-postmeddelandet till arbetsgivaren återkallades \d{4}-\d{2}-\d{2}\./,
      ),
    ).toBeVisible();
  });
  await asEmployer(browser, link, async (employer) => {
    await expect(employer.getByRole('alert')).toContainText('Länken har återkallats.');
  });

  // Past its 14 days (moved back here rather than waited for) it is refused as expired.
  const { data: application } = await db
    .from('job_applications')
    .select('id')
    .eq('job_id', job.id)
    .single();
  await db
    .from('application_shares')
    .update({ revoked_at: null, expires_at: new Date(Date.now() - 1000).toISOString() })
    .eq('application_id', application?.id ?? '');
  await asEmployer(browser, link, async (employer) => {
    await expect(employer.getByRole('alert')).toContainText('Länken har gått ut.');
  });
});

test('the apply sheet takes at most ten documents: with ten chosen, the others and a file from the device wait', async ({
  page,
}) => {
  const user = await createJobSeeker('tio');
  const job = await publishJob({ title: uniqueTitle('Tio dokument'), location: 'Umeå, Sverige' });
  // Eleven filed documents, arranged directly (the upload has its own tests); none is a CV, so
  // the sheet starts with none chosen.
  const filed = await serviceClient()
    .from('profile_documents')
    .insert(
      Array.from({ length: 11 }, (_, index) => ({
        id: randomUUID(),
        user_id: user.userId,
        kind: 'certificate' as const,
        file_name: `intyg-${index + 1}.pdf`,
        mime_type: 'application/pdf',
        size_bytes: PDF.byteLength,
      })),
    );
  if (filed.error) throw filed.error;
  await signInThroughUi(page, user);
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Ansök nu' }).first().click();
  const dialog = page.getByRole('dialog');
  const box = (n: number) => dialog.getByRole('checkbox', { name: new RegExp(`intyg-${n}\\.pdf`) });
  for (let n = 1; n <= 10; n += 1) await box(n).check();
  await expect(dialog.getByText('Högst 10 dokument kan skickas med en ansökan.')).toBeVisible();
  await expect(box(11)).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Bifoga en fil från enheten' })).toBeDisabled();
  await box(3).uncheck();
  await expect(box(11)).toBeEnabled();
  await expect(dialog.getByText('Högst 10 dokument kan skickas med en ansökan.')).toHaveCount(0);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an application with a file made offline waits in the outbox with it and is stored once, file included', async ({
    page,
    context,
  }) => {
    test.slow();
    const user = await createJobSeeker('utkorg');
    const db = serviceClient();
    const job = await publishJob({ title: uniqueTitle('Utkorg'), location: 'Kiruna, Sverige' });
    const network = await offlineSwitch(context);
    await signInThroughUi(page, user);
    await waitForServiceWorker(page);
    // Online first: the job and the applicant's profile are then on the device.
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('button', { name: 'Ansök nu' }).first().click();
    await expect(page.getByRole('dialog').getByLabel('Namn')).toHaveValue(user.fullName);
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
    await expect
      .poll(() =>
        page.evaluate(
          (name) =>
            Object.entries(localStorage).some(
              ([key, value]) => !key.startsWith('sb-') && value.includes(name),
            ),
          user.fullName,
        ),
      )
      .toBe(true);

    await network.goOffline();
    await page.reload();
    await page.getByRole('button', { name: 'Ansök nu' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Typ av fil').selectOption({ label: 'Specialistbevis eller intyg' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'intyg.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog
      .getByLabel('Personligt brev')
      .fill(
        'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten. Intyget bifogas.',
      );
    await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
    await expect(page.getByText('Ansökan sparad i utkorgen')).toBeVisible();
    await page.goto('/outbox');
    await expect(page.getByText('Bifogat: intyg.pdf (1 kB)')).toBeVisible();

    await network.goOnline();
    const stored = async () => {
      const applications = await db
        .from('job_applications')
        .select('id')
        .eq('applicant_id', user.userId);
      const id = applications.data?.[0]?.id ?? '';
      const sent = await db
        .from('application_documents')
        .select('file_name')
        .eq('application_id', id);
      const filed = await db
        .from('profile_documents')
        .select('file_name, kind')
        .eq('user_id', user.userId);
      const copies = await db.storage.from('documents').list(`${user.userId}/applications/${id}`);
      return {
        applications: applications.data?.length,
        sent: sent.data,
        filed: filed.data,
        copies: copies.data?.length,
      };
    };
    const once = {
      applications: 1,
      sent: [{ file_name: 'intyg.pdf' }],
      filed: [{ file_name: 'intyg.pdf', kind: 'certificate' }],
      copies: 1,
    };
    await expect.poll(stored, { timeout: 30_000 }).toEqual(once);
    // A second send would show up as a second row or copy; give it time to.
    await page.waitForTimeout(2_000);
    expect(await stored()).toEqual(once);
  });
});
