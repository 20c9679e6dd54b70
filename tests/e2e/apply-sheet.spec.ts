// Issue 50, applying from a phone: the application sheet (full screen on a phone, one send button
// pinned to its bottom, the profile's gaps said again, a locum ad's periods to choose among) and
// the way there for a new doctor: "Ansök nu", an account, the confirmation link, the sheet.
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createJobSeeker, signInThroughUi, uniqueEmail } from '../support/e2e-accounts';
import { insertLocum } from '../support/e2e-data';
import { API_URL, serviceClient } from '../support/e2e-env';
import { latestMailTo, verifyLink } from '../support/mail-sink';
import { signInAsAdmin } from './admin-support';

const PERIODS = [
  { start: '2027-03-01', end: '2027-03-14' },
  { start: '2027-04-05', end: '2027-04-18' },
  { start: '2027-06-07', end: null },
];

const ansokNu = (page: Page) =>
  page.getByRole('button', { name: 'Ansök nu' }).filter({ visible: true });

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`on a ${device}: a locum application choosing two of three periods reaches the admin and the employer with those two`, async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const marker = randomUUID().slice(0, 8);
    const user = await createJobSeeker(`perioder-${device}`);
    const service = serviceClient();
    // A profile without a Swedish licence, for an ad that asks for one.
    const { error } = await service.from('professional_profiles').insert({
      user_id: user.userId,
      profile: {
        status: 'specialist',
        specialties: ['allmänmedicin'],
        licences: [{ country: 'NO', state: 'yes', registerNumber: '' }],
        certificates: [],
        languages: [{ language: 'svenska', level: 'C1', proof: '' }],
        availableFrom: '',
        noticeWeeks: null,
        scopePercent: null,
        openToLocum: true,
        summary: '',
      },
    });
    expect(error).toBeNull();
    const title = `Stafett i tre perioder ${marker}`;
    const employerEmail = `rekrytering-${marker}@region-e2e.example`;
    const jobId = await insertLocum({
      title,
      periods: PERIODS,
      licence_countries: ['SE'],
      employer_email: employerEmail,
    });

    await signInThroughUi(page, user);
    await page.goto(`/jobs/${jobId}`);
    await ansokNu(page).click();
    const sheet = page.getByRole('dialog', { name: `Ansök: ${title}` });
    await expect(sheet).toBeVisible();
    // On a phone the sheet is the screen; on a desktop a dialog beside the page.
    const box = await sheet.boundingBox();
    if (device === 'phone') expect(box?.width).toBe(viewport.width);
    else expect(box?.width).toBeLessThan(viewport.width / 2);
    // The one send button is on screen at once, pinned to the sheet's bottom.
    const send = sheet.getByRole('button', { name: 'Skicka ansökan' });
    await expect(send).toHaveCount(1);
    await expect(send).toBeInViewport({ ratio: 1 });
    // The job page's check of the profile against the ad, said again before sending.
    await expect(
      sheet.getByRole('alert').filter({ hasText: 'Din profil uppfyller inte alla krav' }),
    ).toContainText('Din profil har ingen läkarlegitimation i Sverige.');
    const choice = sheet.getByRole('group', { name: 'Vilka perioder kan du ta?' });
    await expect(choice.getByRole('checkbox')).toHaveCount(3);
    // For a person to look at: the sheet as the doctor sees it on opening (test-results).
    await page.screenshot({ path: testInfo.outputPath(`apply-sheet-${viewport.width}.png`) });
    await sheet.getByLabel('Personligt brev').fill('Jag kan ta två av perioderna, se ovan.');

    // None chosen: refused in the sheet, with the focus on the choice.
    await send.click();
    await expect(sheet.getByText('Välj minst en period som du kan ta.')).toBeVisible();
    await expect(choice.getByRole('checkbox', { name: /^Period 1:/ })).toBeFocused();
    await choice.getByRole('checkbox', { name: 'Period 1: 2027-03-01 – 2027-03-14' }).check();
    await choice.getByRole('checkbox', { name: 'Period 3: från 2027-06-07' }).check();
    await send.click();
    await expect(page.getByText('Ansökan skickats')).toBeVisible();

    const chosen = [PERIODS[0], PERIODS[2]];
    const { data: stored } = await service
      .from('job_applications')
      .select('chosen_periods')
      .eq('applicant_id', user.userId)
      .single();
    expect(stored?.chosen_periods).toEqual(chosen);
    const notice = await latestMailTo(API_URL, employerEmail, 'Ny ansökan');
    expect(notice.text).toContain('Kan ta perioderna: 2027-03-01 – 2027-03-14, från 2027-06-07');

    const adminContext = await browser.newContext({ viewport });
    const admin = await adminContext.newPage();
    try {
      await signInAsAdmin(admin);
      await admin.goto(`/admin/applications?jobb=${jobId}`);
      await expect(admin.getByText('2027-03-01 – 2027-03-14, från 2027-06-07')).toBeVisible();
      await admin
        .getByRole('button', { name: `Visa profil och dokument från ${user.fullName}` })
        .first()
        .click();
      const dossier = admin.getByRole('dialog', { name: `Profil och dokument: ${user.fullName}` });
      await expect(dossier).toContainText(
        'Perioder den sökande kan ta2027-03-01 – 2027-03-14, från 2027-06-07',
      );
    } finally {
      await adminContext.close();
      await service.from('jobs').delete().eq('id', jobId);
    }
  });
}

test('signing up from Ansök nu and opening the confirmation link returns to the job with the sheet open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const title = `Stafett för nytt konto ${randomUUID().slice(0, 8)}`;
  const jobId = await insertLocum({ title, periods: [PERIODS[0]] });
  try {
    await page.goto(`/jobs/${jobId}`);
    await ansokNu(page).click();
    await expect(page).toHaveURL(/\/signin\?/);
    // A calm notice naming the job, no error.
    await expect(page.getByText(`Logga in eller skapa konto för att söka ${title}`)).toBeVisible();
    await expect(page.getByText('Du måste logga in')).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Skapa konto' });
    // An empty submit: the focus goes to the first field to fix.
    await form.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(form.getByLabel('Fullständigt namn')).toBeFocused();

    const email = uniqueEmail('ansok-nu');
    await form.getByLabel('Fullständigt namn').fill('Nils Nyström');
    await form.getByLabel('E-post').fill(email);
    await form.getByLabel('Lösenord', { exact: true }).fill('Password1');
    await form.getByLabel('Bekräfta lösenord').fill('Password1');
    await form.getByRole('button', { name: 'Skapa konto' }).click();
    // A common password: said at the field, and still there when the toast has gone.
    const common = 'Lösenordet är för vanligt och lätt att gissa. Välj ett annat.';
    const password = form.getByLabel('Lösenord', { exact: true });
    await expect(form.getByText(common)).toBeVisible();
    // Mantine's PasswordInput marks it with data-invalid and ties the message to it.
    await expect(password).toHaveAttribute('data-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
    await expect(form.getByText(common)).toBeVisible();

    await password.fill('Hemligt123!');
    await form.getByLabel('Bekräfta lösenord').fill('Hemligt123!');
    await form.getByRole('button', { name: 'Skapa konto' }).click();
    // One message: the account exists, the address is still to be confirmed.
    const notice = page.getByRole('main').getByRole('alert').filter({ hasText: 'Konto skapat!' });
    await expect(notice).toContainText('Bekräfta din e-postadress');
    await expect(notice).toContainText(`Vi har skickat en länk till ${email}.`);
    await expect(page.getByText('Du kan nu börja söka jobb')).toHaveCount(0);
    // The way back to the application waits in the address until the doctor is signed in.
    await expect(page).toHaveURL(`/jobs/${jobId}?ansok=1`);

    const mail = await latestMailTo(API_URL, email, 'Bekräfta din e-postadress');
    await page.goto(verifyLink(mail));
    const sheet = page.getByRole('dialog', { name: `Ansök: ${title}` });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel('Namn', { exact: true })).toHaveValue('Nils Nyström');
    // The wish is spent: the address is the job's own again.
    await expect(page).toHaveURL(`/jobs/${jobId}`);
  } finally {
    await serviceClient().from('jobs').delete().eq('id', jobId);
  }
});

test('a signed-in visitor on /signin is told so and sent on, not shown the sign-up form', async ({
  page,
}) => {
  const user = await createJobSeeker('redan-inne');
  await signInThroughUi(page, user);
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Du är inloggad' })).toBeVisible();
  await expect(page.getByText(`Du är inloggad som ${user.email}.`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Skapa konto' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Fortsätt till jobben' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});
