// Issue 36 from a doctor's side: an alert for locums, saved from /jobs, e-mails a new assignment
// whose second period falls in the doctor's days once (and not one outside them), and a doctor
// whose professional profile lacks a licence or language the ad asks for reads it plainly on the
// job page. Ads and the profile are written directly so the tests stay short.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';
import { insertLocum, searchMarker } from '../support/e2e-data';
import { API_URL, serviceClient } from '../support/e2e-env';
import { latestMailTo, messagesTo } from '../support/mail-sink';

const insertJob = (fields: Record<string, unknown>) =>
  insertLocum({
    employer_name: 'Region Jämtland Härjedalen',
    location: 'Östersund, Sverige',
    description: 'Stafettuppdrag på akutmottagningen.',
    ...fields,
  });

test('an alert for locums e-mails a new assignment in the doctor’s days once', async ({ page }) => {
  const user = await createJobSeeker('stafett-bevakning');
  const marker = searchMarker();
  const name = `Stafett i april ${marker}`;
  await signInThroughUi(page, user);
  // The marker keeps other specs' locums out of this alert's digest.
  await page.goto(`/jobs?q=${marker}&uppdrag=stafett&fran=2027-04-10&till=2027-04-20`);
  await page.getByRole('button', { name: 'Spara som bevakning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spara som bevakning' });
  await dialog.getByLabel('Namn på bevakningen').fill(name);
  await dialog.getByRole('button', { name: 'Spara bevakning' }).click();
  await expect(page.getByText('Bevakningen sparad')).toBeVisible();

  const service = serviceClient();
  const { data: alert } = await service.from('job_alerts').select('id').eq('name', name).single();
  // Published after the alert: two weeks in January and two in April (the days asked for).
  const matching = `Stafettläkare ${marker}`;
  const matchingId = await insertJob({
    title: matching,
    periods: [
      { start: '2027-01-11', end: '2027-01-24' },
      { start: '2027-04-05', end: '2027-04-18' },
    ],
  });
  const outside = `Stafett i maj ${marker}`;
  await insertJob({ title: outside, periods: [{ start: '2027-05-03', end: '2027-05-16' }] });

  try {
    for (const _run of [1, 2]) {
      const run = await service.functions.invoke('send-job-alerts');
      expect(run.error).toBeNull();
    }
    const digest = await latestMailTo(API_URL, user.email, name);
    expect(digest.subject).toBe(`1 nytt jobb för din bevakning ”${name}”`);
    expect(digest.text).toContain(`${matching} – Region Jämtland Härjedalen, Östersund, Sverige`);
    expect(digest.text).toContain('Period: 2027-01-11 – 2027-01-24, 2027-04-05 – 2027-04-18');
    expect(digest.text).toContain(`/jobs/${matchingId}`);
    expect(digest.text).not.toContain(outside);
    // Once: the second run sent nothing more for it.
    const digests = (await messagesTo(API_URL, user.email)).filter((m) => m.subject.includes(name));
    expect(digests).toHaveLength(1);
    const { data: delivered } = await service
      .from('job_alert_deliveries')
      .select('job_id')
      .eq('alert_id', alert?.id ?? '');
    expect(delivered).toEqual([{ job_id: matchingId }]);
  } finally {
    await service.from('jobs').delete().like('title', `%${marker}`);
  }
});

test('a doctor whose profile lacks the licence and language an ad asks for reads it on the job page', async ({
  page,
}) => {
  const user = await createJobSeeker('krav');
  const { error } = await serviceClient()
    .from('professional_profiles')
    .insert({
      user_id: user.userId,
      profile: {
        status: '',
        specialties: [],
        licences: [{ country: 'NO', state: 'yes', registerNumber: '' }],
        certificates: [],
        languages: [{ language: 'svenska', level: 'B1', proof: '' }],
        availableFrom: '',
        noticeWeeks: null,
        scopePercent: null,
        openToLocum: true,
        summary: '',
      },
    });
  expect(error).toBeNull();
  const id = await insertJob({
    title: `Stafett med krav ${randomUUID().slice(0, 8)}`,
    periods: [{ start: '2027-02-01', end: '2027-02-14' }],
    licence_countries: ['SE'],
    languages: [
      { language: 'svenska', level: 'C1' },
      { language: 'engelska', level: 'B2' },
    ],
  });

  await signInThroughUi(page, user);
  await page.goto(`/jobs/${id}`);
  const notice = page.getByRole('alert').filter({ hasText: 'Din profil uppfyller inte alla krav' });
  await expect(notice.getByRole('listitem')).toHaveText([
    'Din profil har ingen läkarlegitimation i Sverige.',
    'Din profil anger svenska B1; annonsen kräver C1.',
    'Din profil anger inte engelska (annonsen kräver nivå B2).',
  ]);
  await expect(page.getByText('Period: 2027-02-01 – 2027-02-14')).toBeVisible();
});
