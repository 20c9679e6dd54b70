// The recruiter's desk (issue 48) in Chromium, four people in browsers of their own: the admin
// moves a doctor's application to Presenterad on the job's board and sends the shortlist; the
// employer (no account) answers "Vill träffa" from the link in the e-mail; the admin proposes
// two interview times on the application's page; the doctor picks one on a 390 px phone; the mail
// sink holds the confirmation with an .ics for both, which a real iCalendar parser (ical.js) reads.
import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { axeViolations } from '../support/axe';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';
import { API_URL, anonClient, serviceClient } from '../support/e2e-env';
import { latestMailTo, type SinkMessage } from '../support/mail-sink';
import { uniqueTitle } from './admin-support';
import { asAdmin, asEmployer, publishJob } from './employer-support';

async function onPhone(browser: Browser, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The intervju.ics of a message, parsed, with its own VTIMEZONE registered for the instants. */
function calendarOf(message: SinkMessage) {
  const file = message.attachments?.find((attachment) => attachment.filename === 'intervju.ics');
  expect(file, `intervju.ics in "${message.subject}"`).toBeDefined();
  const calendar = new ICAL.Component(
    ICAL.parse(Buffer.from(file?.content ?? '', 'base64').toString('utf8')),
  );
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  return calendar;
}

/** "2026-12-07T10:00" `days` from now, for a datetime-local field. */
const localTime = (days: number, hour: number) => {
  const day = new Date(Date.now() + days * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(hour)}:00`;
};

test('presented, shortlisted, wanted by the clinic, interview booked by the doctor on a phone, .ics to both', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const doctor = await createJobSeeker('desk');
  const employerEmail = `klinik-${randomUUID()}@region-e2e.example`;
  const job = await publishJob({
    title: uniqueTitle('Kortlista'),
    location: 'Luleå, Sverige',
    employer_email: employerEmail,
  });
  const client = anonClient();
  await client.auth.signInWithPassword({ email: doctor.email, password: doctor.password });
  const applicationId = randomUUID();
  const applied = await client.from('job_applications').insert({
    id: applicationId,
    job_id: job.id,
    applicant_id: doctor.userId,
    cover_letter: 'Hej! Jag är allmänläkare och kan börja i januari i Norrbotten.',
  } as never);
  if (applied.error) throw applied.error;

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/pipeline?jobb=${job.id}`);
    const received = admin.getByRole('region', { name: 'Inkommen' });
    await expect(received.getByRole('link', { name: doctor.fullName })).toBeVisible();
    // The move is a menu: reached and chosen with the keyboard.
    await received.getByRole('button', { name: `Flytta ${doctor.fullName}` }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('menuitem', { name: 'Presenterad' }).click();
    const presented = admin.getByRole('region', { name: 'Presenterad' });
    await expect(presented.getByRole('link', { name: doctor.fullName })).toBeVisible();
    expect.soft(await axeViolations(admin, { everyImpact: true }), 'board').toEqual([]);

    const lists = admin.getByRole('region', { name: 'Kortlistor' });
    await expect(lists.getByRole('checkbox', { name: doctor.fullName })).toBeChecked();
    await lists.getByLabel('Arbetsgivarens e-post').fill(employerEmail);
    await lists.getByLabel('Meddelande').fill('Här är kandidaten vi pratade om.');
    await lists.getByRole('button', { name: 'Skicka kortlista' }).click();
    await expect(admin.getByText('Kortlistan är skickad')).toBeVisible();
  });

  const mail = await latestMailTo(API_URL, employerEmail, 'Kandidater till');
  const link = mail.text.match(/https?:\/\/\S+\/kortlista\/[0-9a-f]{64}/)?.[0] ?? '';
  expect(link).not.toBe('');

  await asEmployer(browser, link, async (employer) => {
    const card = employer.getByRole('region', { name: doctor.fullName });
    await expect(card.getByText('kan börja i januari i Norrbotten')).toBeVisible();
    // The employer's header: the logo, no doctors' menu or sign-in.
    await expect(employer.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
    await expect(employer.getByRole('banner').getByText('För arbetsgivare')).toBeVisible();
    await card.getByText('Vill träffa', { exact: true }).click();
    await card.getByLabel('Kommentar').fill('Gärna en intervju nästa vecka.');
    await card.getByRole('button', { name: 'Skicka svar' }).click();
    await expect(card.getByText('Ert svar: Vill träffa')).toBeVisible();
    expect.soft(await axeViolations(employer), 'shortlist').toEqual([]);
    // Nothing of the list is kept in the browser.
    expect(await employer.evaluate(() => JSON.stringify(localStorage))).not.toContain('Norrbotten');
  });
  await latestMailTo(API_URL, 'rekrytering@lakarjobbnorden.se', `Vill träffa: ${doctor.fullName}`);

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/applications/${applicationId}`);
    await expect(admin.getByRole('heading', { name: doctor.fullName, level: 1 })).toBeVisible();
    const history = admin.getByRole('region', { name: 'Historik' });
    await expect(
      history.getByText(
        'Arbetsgivaren (kortlista) svarade på kortlistan: Vill träffa: Gärna en intervju nästa vecka.',
      ),
    ).toBeVisible();
    await expect(
      history.getByText('Arbetsgivaren (kortlista) flyttade från Presenterad till Intervju'),
    ).toBeVisible();
    const interview = admin.getByRole('region', { name: 'Intervju' });
    await interview.getByLabel('Tid 1').fill(localTime(6, 10));
    await interview.getByLabel('Tid 2').fill(localTime(7, 14));
    await interview.getByLabel('Plats eller videolänk').fill('Vårdcentralen Luleå, Storgatan 1');
    await interview.getByRole('button', { name: 'Föreslå tider' }).click();
    await expect(interview.getByText(/^Föreslagna tider/)).toBeVisible();
    expect.soft(await axeViolations(admin, { everyImpact: true }), 'application').toEqual([]);
  });

  await onPhone(browser, async (phone) => {
    await signInThroughUi(phone, doctor);
    await phone.goto('/applications');
    const choice = phone.getByRole('region', { name: `Intervju, ${job.title}` });
    const times = choice.getByRole('radio');
    await expect(times).toHaveCount(2);
    expect.soft(await axeViolations(phone), 'Mina ansökningar').toEqual([]);
    await times.nth(1).check();
    await choice.getByRole('button', { name: 'Boka tiden' }).click();
    await expect(phone.getByText('Intervju bokad')).toBeVisible();
    // Nothing on the phone is wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  const { data: booked } = await serviceClient()
    .from('interviews')
    .select('id, starts_at')
    .eq('application_id', applicationId)
    .single();
  for (const address of [doctor.email, employerEmail]) {
    const confirmation = await latestMailTo(API_URL, address, 'Intervju bokad');
    const calendar = calendarOf(confirmation);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(`${booked?.id}@lakarjobbnorden.se`);
    expect(event.startDate.zone?.tzid).toBe('Europe/Stockholm');
    expect(event.startDate.toJSDate().getTime()).toBe(new Date(booked?.starts_at ?? '').getTime());
    expect(event.location).toBe('Vårdcentralen Luleå, Storgatan 1');
  }
});
