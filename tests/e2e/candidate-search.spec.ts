// Issue 48, the recruiter's desk, part 1, in two browsers: a doctor turns on "Synlig för
// rekryterare"; the admin finds them with specialty + Norwegian licence + Norwegian B2 + a date
// range, and not a doctor with the same profile who did not opt in; invites them; the doctor gets
// the e-mail and answers "Intresserad" on a phone (an application through the usual sheet); the
// admin sees the answer; turning "Synlig" off removes the doctor from the search.
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { candidateCode } from '../../src/features/admin/candidates/candidateCode';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';
import { insertLocum } from '../support/e2e-data';
import { API_URL, serviceClient } from '../support/e2e-env';
import { latestMailTo } from '../support/mail-sink';
import { expectToast, signInAsAdmin } from './admin-support';

const PROFILE = {
  status: 'specialist',
  specialties: ['allmänmedicin'],
  licences: [{ country: 'NO', state: 'yes', registerNumber: '9876543' }],
  certificates: ['allmänmedicin'],
  languages: [
    { language: 'norska', level: 'C1', proof: '' },
    { language: 'svenska', level: 'C2', proof: '' },
  ],
  availableFrom: '2027-01-01',
  availableUntil: '2027-03-31',
  noticeWeeks: null,
  scopePercent: 100,
  openToLocum: true,
  openToPermanent: false,
  regionWishes: [{ country: 'NO', regions: ['Troms', 'Nordland'] }],
  summary: 'Allmänläkare med tio års erfarenhet av distriktsmedicin i Nordnorge.',
};

const synlig = (page: Page) => page.getByRole('switch', { name: 'Synlig för rekryterare' });

async function searchAsTheJobAsks(admin: Page, jobTitle: string) {
  await admin.goto('/admin/kandidater');
  const form = admin.getByRole('form', { name: 'Sök kandidater' });
  await form.getByLabel('Specialitet').selectOption({ label: 'Allmänmedicin' });
  await form.getByRole('checkbox', { name: 'Norge' }).check();
  await form.getByLabel('Språk', { exact: true }).selectOption({ label: 'Norska' });
  await form.getByLabel('Lägsta språknivå').selectOption('B2');
  await form.getByLabel('Tillgänglig från').fill('2027-01-11');
  await form.getByLabel('Tillgänglig till').fill('2027-02-07');
  await form
    .getByLabel('Jämför med annons')
    .selectOption({ label: `${jobTitle} – Region Nordland` });
  await form.getByRole('button', { name: 'Sök' }).click();
  await expect(admin.getByText(/\d+ kandidat/)).toBeVisible();
}

test('a visible doctor is found, invited and answers Intresserad on a phone; hidden again, they are gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const marker = randomUUID().slice(0, 8);
  const service = serviceClient();
  const visible = await createJobSeeker(`synlig-${marker}`);
  const hidden = await createJobSeeker(`dold-${marker}`);
  for (const user of [visible, hidden]) {
    const { error } = await service
      .from('professional_profiles')
      .insert({ user_id: user.userId, profile: PROFILE });
    expect(error).toBeNull();
  }
  const title = `Allmänläkare till Tromsø ${marker}`;
  const jobId = await insertLocum({
    title,
    employer_name: 'Region Nordland',
    location: 'Tromsø, Norge',
    country: 'NO',
    region: 'Troms',
    specialty: 'allmänmedicin',
    licence_countries: ['NO'],
    languages: [{ language: 'norska', level: 'B2' }],
    periods: [{ start: '2027-01-11', end: '2027-02-07' }],
  });

  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  try {
    // The doctor opts in on their profile, where the page says what a recruiter sees.
    await signInThroughUi(page, visible);
    await page.goto('/profile');
    await expect(page.getByText('De ser inte ditt namn, din e-post')).toBeVisible();
    await expect(synlig(page)).not.toBeChecked();
    // The switch takes a click once the doctor's setting has been read.
    await expect(synlig(page)).toBeEnabled();
    await synlig(page).click({ force: true });
    await expect(synlig(page)).toBeChecked();

    await signInAsAdmin(admin);
    await searchAsTheJobAsks(admin, title);
    const found = admin.getByRole('article', { name: candidateCode(visible.userId) });
    await expect(found).toBeVisible();
    await expect(admin.getByRole('article', { name: candidateCode(hidden.userId) })).toHaveCount(0);
    // Why it matches, what it lacks for the job (nothing), and no personal detail.
    const why = found.getByRole('list', {
      name: `Varför ${candidateCode(visible.userId)} matchar`,
    });
    await expect(why).toContainText('Legitimation i Norge');
    await expect(why).toContainText('Norska C1 (minst B2)');
    await expect(why).toContainText('Tillgänglig 2027-01-01 – 2027-03-31');
    await expect(found).toContainText('Uppfyller annonsens krav på legitimation och språk');
    for (const personal of [visible.fullName, visible.email, '9876543']) {
      await expect(found).not.toContainText(personal);
    }

    // The admin invites the candidate; the doctor gets the e-mail.
    await found.getByRole('checkbox', { name: `Välj ${candidateCode(visible.userId)}` }).check();
    await admin.getByRole('button', { name: `Bjud in valda (1) till ${title}` }).click();
    await expectToast(admin, 'Inbjudan skickad');
    const invitations = admin.getByRole('table', { name: 'Inbjudningar' });
    await expect(
      invitations.getByRole('row', { name: new RegExp(candidateCode(visible.userId)) }),
    ).toContainText('Väntar på svar');
    await expect
      .poll(
        async () =>
          (
            await latestMailTo(
              API_URL,
              visible.email,
              'Vi tror att den här tjänsten passar dig',
            ).catch(() => null)
          )?.text ?? '',
        { timeout: 30_000 },
      )
      .toContain(`${title} hos Region Nordland`);

    // On the phone: the invitation under Mina ansökningar, answered Intresserad with the sheet.
    await page.goto('/applications');
    const card = page.getByRole('article', { name: `Inbjudan: ${title}` });
    await expect(card).toContainText('Vi tror att den här tjänsten passar dig');
    await card.getByRole('link', { name: 'Intresserad' }).click();
    const sheet = page.getByRole('dialog', { name: `Ansök: ${title}` });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('textbox').last().fill('Hej! Jag är intresserad av uppdraget i Tromsø.');
    await sheet.getByRole('button', { name: /^Skicka/ }).click();
    await expect(page.getByText('Ansökan skickats')).toBeVisible();
    await page.goto('/applications');
    await expect(page.getByRole('article', { name: `Inbjudan: ${title}` })).toContainText(
      'Du svarade Intresserad',
    );

    // The admin sees the answer.
    await admin.reload();
    await expect(
      admin
        .getByRole('table', { name: 'Inbjudningar' })
        .getByRole('row', { name: new RegExp(candidateCode(visible.userId)) }),
    ).toContainText('Intresserad');

    // Synlig off: the same search no longer finds the doctor.
    await page.goto('/profile');
    // Read as on, then turned off (clicked while still loading, the click went nowhere once in CI).
    await expect(synlig(page)).toBeChecked();
    await expect(synlig(page)).toBeEnabled();
    await synlig(page).click({ force: true });
    await expect(synlig(page)).not.toBeChecked();
    await admin.reload();
    await expect(admin.getByText(/\d+ kandidat/)).toBeVisible();
    await expect(admin.getByRole('article', { name: candidateCode(visible.userId) })).toHaveCount(
      0,
    );
  } finally {
    await adminContext.close();
    await service.from('jobs').delete().eq('id', jobId);
  }
});
