// The employer's link to an application, /ansokan/<token>, in Chromium against the stand-in
//: nothing of the application is kept in localStorage; a document opened long
// after the page loaded still downloads (signed at the click), or a Swedish message says why not;
// a withdrawal closes the link, even on a page already open, tells the employer by e-mail and
// shows in the admin's view; the admin sends the link again (a new notice, the old link revoked)
// and downloads the application's documents as one ZIP.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { createJobSeeker, signInThroughUi, type TestUser } from '../support/e2e-accounts';
import { API_URL, anonClient, serviceClient } from '../support/e2e-env';
import { latestMailTo, messagesTo } from '../support/mail-sink';
import { toast, uniqueTitle } from './admin-support';
import { asAdmin, asEmployer, employerLink, PDF, publishJob } from './employer-support';

const PHONE = '070-765 43 21';

/**
 * A doctor's application with a CV (and the `more` documents) sent along (arranged as the app and
 * send-job-application store them; those have their own tests), and the link from the employer's
 * notice.
 */
async function sentApplication(
  label: string,
  more: { kind: 'licence' | 'certificate' | 'other'; file_name: string }[] = [],
) {
  const user = await createJobSeeker(label, { phone: PHONE });
  const employerEmail = `rekrytering-${randomUUID()}@region-e2e.example`;
  const job = await publishJob({
    title: uniqueTitle('Arbetsgivarlänk'),
    location: 'Luleå, Sverige',
    employer_email: employerEmail,
  });
  const letter = `Hej! Jag söker tjänsten och kan börja i vår. ${randomUUID()}`;
  const doctor = anonClient();
  await doctor.auth.signInWithPassword({ email: user.email, password: user.password });
  const applicationId = randomUUID();
  // Who applied is filled in by the database from the account (the generated type asks for it).
  const applied = await doctor.from('job_applications').insert({
    id: applicationId,
    job_id: job.id,
    applicant_id: user.userId,
    cover_letter: letter,
  } as never);
  if (applied.error) throw applied.error;
  const db = serviceClient();
  // Held while the test files the documents itself (none is filed once the notice is out).
  const noticeDueAt = (at: string) =>
    db
      .from('outgoing_emails')
      .update({ next_attempt_at: at })
      .eq('job_application_id', applicationId)
      .eq('kind', 'application-notice');
  const held = await noticeDueAt('2100-01-01T00:00:00Z');
  if (held.error) throw held.error;
  for (const document of [{ kind: 'cv' as const, file_name: 'CV Berit.pdf' }, ...more]) {
    const documentId = randomUUID();
    const objectPath = `${user.userId}/applications/${applicationId}/${documentId}`;
    const stored = await db.storage
      .from('documents')
      .upload(objectPath, PDF, { contentType: 'application/pdf' });
    if (stored.error) throw stored.error;
    const filed = await db.from('application_documents').insert({
      ...document,
      application_id: applicationId,
      document_id: documentId,
      mime_type: 'application/pdf',
      size_bytes: PDF.byteLength,
      object_path: objectPath,
    });
    if (filed.error) throw filed.error;
  }
  const due = await noticeDueAt(new Date().toISOString());
  if (due.error) throw due.error;
  const link = await employerLink(employerEmail, job.title);
  // The server names the download from the applicant, the kind and the day.
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(),
  );
  const cvName = `${user.fullName} – CV – ${today}.pdf`;
  return {
    applicationId,
    user,
    job,
    employerEmail,
    letter,
    link,
    cvName,
    token: link.split('/').pop() ?? '',
  };
}

/** Every localStorage value (and key) of the page, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify(Object.entries(localStorage)));

test('the employer’s page keeps nothing in localStorage, and a CV opened 16 minutes after it loaded still downloads', async ({
  browser,
}) => {
  const sent = await sentApplication('lank-tid');
  await asEmployer(browser, 'about:blank', async (employer) => {
    await employer.clock.install();
    await employer.goto(sent.link);
    await expect(employer.getByText(sent.letter)).toBeVisible();
    await expect(employer.getByText(`Telefon: ${PHONE}`)).toBeVisible();
    await expect(employer.getByText(/InvalidJWT|statusCode/)).toHaveCount(0);
    // The employer's header: the logo, no doctors' menu or sign-in.
    await expect(employer.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
    await expect(employer.getByRole('banner').getByText('För arbetsgivare')).toBeVisible();

    // The recruiter leaves the tab open: 16 minutes pass (the persister's write, throttled to a
    // second, has long run by then).
    await employer.clock.fastForward('16:00');
    const stored = await storedText(employer);
    for (const secret of [sent.token, sent.letter, sent.user.email, PHONE]) {
      expect(stored).not.toContain(secret);
    }

    // The URL is signed at the click, by the server's clock, and lives a minute: a second of
    // real time apart from the page's load, so a URL made at load would show it.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const clickedAt = Math.floor(Date.now() / 1000);
    const download = employer.waitForEvent('download');
    await employer.getByRole('button', { name: sent.cvName }).click();
    const file = await download;
    const claims = JSON.parse(
      Buffer.from(
        new URL(file.url()).searchParams.get('token')?.split('.')[1] ?? '',
        'base64url',
      ).toString(),
    ) as { iat: number; exp: number };
    expect(claims.iat).toBeGreaterThanOrEqual(clickedAt);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(60);
    expect(await readFile((await file.path()) ?? '')).toEqual(PDF);

    // When no URL can be had (here the request is cut), a Swedish message says what to do.
    await employer.route('**/functions/v1/application-share', (route) =>
      route.request().postDataJSON()?.document ? route.abort() : route.fallback(),
    );
    await employer.getByRole('button', { name: sent.cvName }).click();
    await expect(employer.getByRole('alert')).toHaveText(
      'Dokumentet kunde inte hämtas. Ladda om sidan och försök igen.',
    );
    await expect(employer.getByText(sent.letter)).toBeVisible();
  });
});

test('a withdrawal closes the employer’s link, on a page already open too, e-mails the employer and shows in the admin’s view', async ({
  page,
  browser,
}) => {
  test.slow();
  const sent = await sentApplication('lank-aterkallad');
  await asEmployer(browser, sent.link, async (employer) => {
    await expect(employer.getByText(sent.letter)).toBeVisible();

    // The doctor withdraws, as the dialog promises: "Arbetsgivaren ser att ansökan är återkallad".
    await signInThroughUi(page, sent.user);
    await page.goto('/applications');
    await page
      .getByRole('article')
      .filter({ hasText: sent.job.title })
      .getByRole('button', { name: 'Återkalla ansökan' })
      .click();
    await page
      .getByRole('dialog', { name: 'Återkalla ansökan?' })
      .getByRole('button', { name: 'Återkalla ansökan' })
      .click();
    await expect(page.getByRole('article').filter({ hasText: sent.job.title })).toContainText(
      'Återkallad',
    );

    // The page the employer had open gets no CV any more: it says why, in place of the letter.
    await employer.getByRole('button', { name: sent.cvName }).click();
    await expectWithdrawn(employer, sent);
    await employer.reload();
    await expectWithdrawn(employer, sent);
  });

  const told = await latestMailTo(API_URL, sent.employerEmail, 'Ansökan återkallad');
  expect(told.subject).toBe(`Ansökan återkallad: ${sent.job.title} (${sent.user.fullName})`);
  expect(told.text).toContain(`${sent.user.fullName} har återkallat sin ansökan`);
  expect(told.text).not.toContain(sent.letter);

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/applications?jobb=${sent.job.id}`);
    await admin
      .getByRole('button', { name: `Visa profil och dokument från ${sent.user.fullName}` })
      .click();
    const dossier = admin.getByRole('dialog', {
      name: `Profil och dokument: ${sent.user.fullName}`,
    });
    await expect(dossier).toContainText(
      'Länken i e-postmeddelandet till arbetsgivaren visar inte längre ansökan: den sökande har återkallat den.',
    );
    await expect(dossier.getByText(/gäller till/)).toHaveCount(0);
    await expect(dossier.getByRole('button', { name: 'Återkalla länken' })).toHaveCount(0);
  });
});

test('the admin sends the employer’s link again: the new link in a new notice opens, the old one says it was revoked; the documents download as one ZIP', async ({
  browser,
}) => {
  test.slow();
  const sent = await sentApplication('lank-igen', [
    { kind: 'licence', file_name: 'Legitimation.pdf' },
    { kind: 'other', file_name: 'CV Berit.pdf' },
  ]);
  let shownLink = '';
  await asAdmin(browser, async (admin) => {
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await admin.goto(`/admin/applications?jobb=${sent.job.id}`);
    await admin
      .getByRole('button', { name: `Visa profil och dokument från ${sent.user.fullName}` })
      .click();
    const dossier = admin.getByRole('dialog', {
      name: `Profil och dokument: ${sent.user.fullName}`,
    });

    // A document that cannot be read: a Swedish toast and no ZIP saved without it.
    const downloads: string[] = [];
    admin.on('download', (file) => downloads.push(file.suggestedFilename()));
    await admin.route('**/storage/v1/object/**', (route) => route.abort());
    await dossier.getByRole('button', { name: 'Ladda ner alla dokument (ZIP)' }).click();
    await expect(toast(admin, 'Dokumenten kunde inte hämtas')).toContainText(
      /\.pdf kunde inte hämtas\. Försök igen\./,
    );
    await admin.unroute('**/storage/v1/object/**');
    expect(downloads).toEqual([]);

    // Every document under its file name (a second "CV Berit.pdf" numbered), in one ZIP named
    // after the applicant and the job.
    const download = admin.waitForEvent('download');
    await dossier.getByRole('button', { name: 'Ladda ner alla dokument (ZIP)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${sent.user.fullName} – ${sent.job.title}.zip`);
    const zip = unzipSync(await readFile((await file.path()) ?? ''));
    expect(Object.keys(zip).sort()).toEqual([
      'CV Berit (2).pdf',
      'CV Berit.pdf',
      'Legitimation.pdf',
    ]);
    for (const content of Object.values(zip)) expect(Buffer.from(content)).toEqual(PDF);

    await dossier.getByRole('button', { name: 'Skicka länken igen' }).click();
    const ask = admin.getByRole('dialog', { name: 'Skicka länken igen?' });
    await expect(ask).toContainText(
      `Skicka en ny länk till ${sent.employerEmail}? Den gamla slutar gälla.`,
    );
    await ask.getByRole('button', { name: 'Skicka länken igen' }).click();
    await expect(toast(admin, 'Länken skickad igen')).toContainText(
      `En ny länk skickas till ${sent.employerEmail}. Den gamla gäller inte längre.`,
    );
    shownLink = await dossier.getByRole('textbox', { name: 'Den nya länken' }).inputValue();
    expect(shownLink).toMatch(/\/ansokan\/[0-9a-f]{64}$/);
    await dossier.getByRole('button', { name: 'Kopiera länk' }).click();
    await expect(dossier.getByRole('button', { name: 'Kopierad' })).toBeVisible();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(shownLink);
    await expect(dossier).toContainText(
      /Länken i e-postmeddelandet till arbetsgivaren gäller till/,
    );
    // The application's history says who sent a new link.
    await admin.goto(`/admin/applications/${sent.applicationId}`);
    await expect(
      admin
        .getByRole('region', { name: 'Historik' })
        .getByText(/skickade en ny länk till arbetsgivaren \(den förra slutade fungera\)/),
    ).toBeVisible();
  });

  // The employer's new notice carries the link the admin was shown.
  const newToken = shownLink.split('/').pop() ?? '';
  expect(newToken).not.toBe(sent.token);
  let newLink = '';
  await expect
    .poll(
      async () => {
        const notices = (await messagesTo(API_URL, sent.employerEmail)).filter((m) =>
          m.subject.includes(sent.job.title),
        );
        newLink =
          notices
            .find((m) => m.text.includes(newToken))
            ?.text.match(/https?:\/\/\S+\/ansokan\/[0-9a-f]{64}/)?.[0] ?? '';
        return newLink;
      },
      { timeout: 20_000 },
    )
    .toMatch(new RegExp(`/ansokan/${newToken}$`));

  await asEmployer(browser, newLink, async (employer) => {
    await expect(employer.getByText(sent.letter)).toBeVisible();
    await employer.goto(sent.link);
    await expect(employer.getByRole('alert')).toHaveText(
      'Länken har återkallats. Kontakta oss om du behöver se ansökan.',
    );
    await expect(employer.getByText(sent.letter)).toHaveCount(0);
  });
});

async function expectWithdrawn(
  employer: Page,
  sent: { letter: string; user: TestUser; cvName: string },
): Promise<void> {
  await expect(employer.getByRole('heading', { name: 'Ansökan har återkallats' })).toBeVisible();
  await expect(employer.getByRole('alert')).toHaveText(
    'Ansökan har återkallats av den sökande och kan inte längre visas.',
  );
  const shown = (await employer.locator('body').textContent()) ?? '';
  for (const personal of [sent.letter, PHONE, sent.user.email, sent.cvName]) {
    expect(shown).not.toContain(personal);
  }
}
