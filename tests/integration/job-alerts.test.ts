// Bevakningar end to end on the stand-in: a doctor's saved search, the send-job-alerts run (called
// as the scheduler calls it), the digest read back from a real SMTP server, and the one-click
// unsubscribe link from its List-Unsubscribe header.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../support/smtp-sink.ts';
import {
  type EmailHarness,
  eventually,
  signUpJobSeeker,
  startEmailHarness,
} from './email-harness.ts';

let h: EmailHarness;
let doctor: SupabaseClient;
let doctorEmail: string;

/** Marks this file's jobs, so the texts are unique per run. */
const marker = randomUUID().slice(0, 8);

beforeAll(async () => {
  // The test runs the alerts itself, when it wants, rather than on the stand-in's timer.
  h = await startEmailHarness({ STANDIN_JOB_ALERTS_INTERVAL_MS: '0' });
  ({ client: doctor, email: doctorEmail } = await signUpJobSeeker(h, 'Karin Kirurg'));
}, 120_000);

afterAll(async () => {
  await h?.close();
});

// Each test starts with a doctor without alerts: a run's due and queued count the test's own.
beforeEach(async () => {
  const { error } = await doctor.from('job_alerts').delete().not('id', 'is', null);
  if (error) throw error;
});

/** The alerts' digests show employer and place, so this file's jobs are all in Lund. */
const publish = (title: string, fields: Record<string, unknown> = {}) =>
  h.publishJob({
    title: `${title} ${marker}`,
    employer_name: 'Region Skåne',
    location: 'Lund',
    ...fields,
  });

async function saveAlert(name: string, search: Record<string, unknown>): Promise<string> {
  const { data, error } = await doctor
    .from('job_alerts')
    .insert({ name, search, frequency: 'daily' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function runAlerts(): Promise<{ due: number; queued: number }> {
  const { data, error } = await h.service.functions.invoke('send-job-alerts');
  if (error) throw error;
  return data as { due: number; queued: number };
}

/** A day has passed since the alert's last digest: it is due again. */
async function aDayLater(alertId: string) {
  const { error } = await h.service
    .from('job_alerts')
    .update({ last_sent_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
    .eq('id', alertId);
  if (error) throw error;
}

const digestsFor = (name: string) =>
  h.smtp.messages.filter((mail) => mail.subject.includes(`”${name}”`));

async function waitForDigest(name: string, count: number): Promise<ReceivedMail> {
  await eventually(async () => (digestsFor(name).length >= count ? true : undefined));
  const mails = digestsFor(name);
  expect(mails).toHaveLength(count);
  return mails[count - 1] as ReceivedMail;
}

describe('send-job-alerts', () => {
  /**
   * A saved alert for surgery in Lund and the first digest it e-mailed: of the jobs published
   * after the alert was saved, the one surgery job in Lund, not psychiatry nor surgery in Oslo.
   */
  async function surgeryAlertWithFirstDigest() {
    const name = `Kirurgi i Lund ${randomUUID().slice(0, 8)}`;
    await publish('Kirurgiläkare publicerad före bevakningen');
    const alertId = await saveAlert(name, { q: 'kirurgi', plats: 'Lund' });
    const matching = await publish('Specialistläkare i kirurgi');
    await publish('Specialistläkare i psykiatri');
    await publish('Specialistläkare i kirurgi i Oslo', { location: 'Oslo' });
    expect(await runAlerts()).toMatchObject({ queued: 1 });
    return { name, alertId, matching, digest: await waitForDigest(name, 1) };
  }

  /** The unsubscribe link of a digest's List-Unsubscribe header. */
  const unsubscribeLink = (digest: ReceivedMail) =>
    digest.headers['list-unsubscribe']?.slice(1, -1) ?? '';

  /** The confirmation page's POST of the digest's unsubscribe link, by a visitor not signed in. */
  const confirmUnsubscribe = (digest: ReceivedMail) =>
    h
      .newClient()
      .functions.invoke(
        `job-alert-unsubscribe?token=${new URL(unsubscribeLink(digest)).searchParams.get('token')}`,
        { method: 'POST' },
      );

  const frequency = async (alertId: string) =>
    (await doctor.from('job_alerts').select('frequency').eq('id', alertId).single()).data
      ?.frequency;

  it('e-mails a new matching job once, in a Swedish digest with its link, and not a non-matching one', async () => {
    const { name, matching, digest } = await surgeryAlertWithFirstDigest();
    expect(digest.envelopeTo).toEqual([doctorEmail]);
    expect(digest.subject).toBe(`1 nytt jobb för din bevakning ”${name}”`);
    expect(digest.text).toContain(`Specialistläkare i kirurgi ${marker} – Region Skåne, Lund`);
    expect(digest.text).toContain(`/jobs/${matching}`);
    expect(digest.text).not.toContain('psykiatri');
    expect(digest.text).not.toContain('Oslo');
    expect(digest.text).not.toContain('före bevakningen');
    expect(digest.text).toContain('/jobs?q=kirurgi&plats=Lund');
    expect(digest.html).toContain(`href="${h.config.siteUrl}/jobs/${matching}?via=bevakning"`);
  });

  it('carries a one-click List-Unsubscribe header', async () => {
    const { digest } = await surgeryAlertWithFirstDigest();
    expect(digest.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/job-alert-unsubscribe\?token=[0-9a-f-]{36}>$/,
    );
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(digest.text).toContain(unsubscribeLink(digest));
  });

  it('sends nothing new on the next run, not even when the alert is due again', async () => {
    const { alertId } = await surgeryAlertWithFirstDigest();
    expect(await runAlerts()).toMatchObject({ queued: 0 });
    await aDayLater(alertId);
    expect(await runAlerts()).toMatchObject({ due: 1, queued: 0 });
    const { data } = await h.service
      .from('job_alert_deliveries')
      .select('job_id')
      .eq('alert_id', alertId);
    expect(data).toHaveLength(1);
  });

  it('sends a job published later once the day has passed, then waits a day for the next', async () => {
    const { name, alertId } = await surgeryAlertWithFirstDigest();
    await aDayLater(alertId);
    const later = await publish('Överläkare kirurgi');
    expect(await runAlerts()).toMatchObject({ queued: 1 });
    const second = await waitForDigest(name, 2);
    expect(second.text).toContain(`/jobs/${later}`);
    expect(second.text).not.toContain(`Specialistläkare i kirurgi ${marker}`);

    const newest = await publish('Biträdande överläkare kirurgi');
    expect(await runAlerts()).toMatchObject({ due: 0, queued: 0 });
    await aDayLater(alertId);
    expect(await runAlerts()).toMatchObject({ queued: 1 });
    const third = await waitForDigest(name, 3);
    expect(third.text).toContain(`/jobs/${newest}`);
    expect(third.text).not.toContain(`/jobs/${later}`);
  });

  it('leaves out an ad an admin hid, as the site does', async () => {
    const { name, alertId } = await surgeryAlertWithFirstDigest();
    const shown = await publish('Specialistläkare i kirurgi, dagkirurgin');
    const hidden = await publish('Specialistläkare i kirurgi, akuten');
    const { error } = await h.service.from('jobs').update({ hidden: true }).eq('id', hidden);
    expect(error).toBeNull();
    await aDayLater(alertId);
    expect(await runAlerts()).toMatchObject({ queued: 1 });
    const second = await waitForDigest(name, 2);
    expect(second.text).toContain(`/jobs/${shown}`);
    expect(second.text).not.toContain(`/jobs/${hidden}`);
  });

  it('only asks on a GET of the unsubscribe link (mail scanners open every link)', async () => {
    const { alertId, digest } = await surgeryAlertWithFirstDigest();
    const link = unsubscribeLink(digest);
    const token = new URL(link).searchParams.get('token') ?? '';
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${h.config.siteUrl}/alerts/unsubscribe?token=${token}`,
    );
    expect(await frequency(alertId)).toBe('daily');
  });

  it('stops the alert on the confirmation page’s POST, without signing in', async () => {
    const { name, alertId, digest } = await surgeryAlertWithFirstDigest();
    const { data, error } = await confirmUnsubscribe(digest);
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    expect(await frequency(alertId)).toBe('off');

    await publish('Kirurgiläkare efter avslutad bevakning');
    await aDayLater(alertId);
    expect(await runAlerts()).toMatchObject({ queued: 0 });
    expect(digestsFor(name)).toHaveLength(1);
  });

  it('stops the alert on the mail client’s one-click POST, answers it again once off, and refuses an unknown token', async () => {
    const { alertId, digest } = await surgeryAlertWithFirstDigest();
    const link = unsubscribeLink(digest);
    const oneClick = () =>
      fetch(link, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect(await frequency(alertId)).toBe('daily');
    expect((await oneClick()).status).toBe(200);
    expect(await frequency(alertId)).toBe('off');
    // Off already: the same link, clicked again or from the confirmation page, still succeeds.
    expect((await oneClick()).status).toBe(200);
    expect((await confirmUnsubscribe(digest)).data).toEqual({ ok: true });
    expect(await frequency(alertId)).toBe('off');
    const unknown = link.replace(/token=.*/, `token=${randomUUID()}`);
    expect((await fetch(unknown, { method: 'POST' })).status).toBe(404);
    expect((await fetch(link.replace(/token=.*/, 'token=x'), { method: 'POST' })).status).toBe(404);
  });
});

describe('job_alerts as the doctor writes them', () => {
  it('never shows the unsubscribe token to its owner', async () => {
    const { error } = await doctor.from('job_alerts').select('unsubscribe_token');
    expect(error?.code).toBe('42501');
  });

  it('cannot queue a digest or read one itself', async () => {
    const queue = await doctor.rpc('enqueue_job_alert_digest', {
      target_alert: randomUUID(),
      job_ids: [],
      seen_last_sent_at: null,
    });
    expect(queue.error?.code).toBe('42501');
    const read = await doctor.rpc('job_alert_digest', { digest_email: randomUUID() });
    expect(read.error?.code).toBe('42501');
  });

  it('refuses a search that is not the /jobs filters (400), storing nothing', async () => {
    const refused = [
      [],
      { q: 'x'.repeat(101) },
      { okänd: 'x' },
      { minlon: 'mycket' },
      { specialitet: 'narkos' },
      { region: 'Atlantis' },
      { land: 'FI' },
    ];
    for (const search of refused) {
      const { error, status } = await doctor
        .from('job_alerts')
        .insert({ name: `Fel ${marker}`, search, frequency: 'daily' });
      expect(error?.code, JSON.stringify(search)).toBe('23514');
      expect(status).toBe(400);
    }
    const { data } = await doctor.from('job_alerts').select('id').eq('name', `Fel ${marker}`);
    expect(data).toEqual([]);
  });

  it('accepts every filter of the shared search with values from its lists', async () => {
    const search = {
      q: 'överläkare',
      plats: 'Lund',
      specialitet: 'anestesi och intensivvård',
      land: 'SE',
      region: 'Skåne',
      uppdrag: 'tillsvidare',
      omfattning: 'heltid',
      minlon: 60000,
      arbetsgivare: 'Region Skåne',
      sortering: 'lon',
    };
    const { data, error } = await doctor
      .from('job_alerts')
      .insert({ name: `Alla filter ${marker}`, search, frequency: 'weekly' })
      .select('search')
      .single();
    expect(error).toBeNull();
    expect(data?.search).toEqual(search);
  });

  it('refuses a blank name and an unknown frequency', async () => {
    const blank = await doctor.from('job_alerts').insert({ name: '  ', search: {} });
    expect(blank.error?.code).toBe('23514');
    const weird = await doctor
      .from('job_alerts')
      .insert({ name: 'Varje timme', search: {}, frequency: 'hourly' as 'daily' });
    expect(weird.error?.code).toBe('22P02');
  });
});

describe('an alert for locum assignments', () => {
  const name = `Stafett i januari ${marker}`;

  it('e-mails a new locum within the available days once, and no other form or period', async () => {
    const alertId = await saveAlert(name, {
      uppdrag: 'stafett',
      fran: '2027-01-01',
      till: '2027-01-31',
    });
    const locum = await publish('Stafettläkare allmänmedicin', {
      employment_form: 'stafett',
      period_start: '2027-01-11',
      period_end: '2027-02-07',
      scope_percent: 80,
      on_call: 'included',
      pay_amount: 1200,
      pay_unit: 'hour',
    });
    const later = await publish('Stafettläkare i mars', {
      employment_form: 'stafett',
      period_start: '2027-03-01',
      period_end: '2027-03-28',
    });
    const permanent = await publish('Tillsvidare från januari', {
      job_type: 'Heltid',
      start_date: '2027-01-15',
    });
    expect(await runAlerts()).toMatchObject({ queued: 1 });
    const digest = await waitForDigest(name, 1);
    expect(digest.text).toContain(`/jobs/${locum}`);
    // Written as one period by an older writer: the digest names it.
    expect(digest.text).toContain('Period: 2027-01-11 – 2027-02-07');
    // Classified as the job page says it (issue 50).
    expect(digest.text).toContain(
      'Anställningsform: Locum / stafett\nOmfattning: Deltid 80\u00a0%',
    );
    expect(digest.text).not.toContain(`/jobs/${later}`);
    expect(digest.text).not.toContain(`/jobs/${permanent}`);
    expect(digest.text).toContain('uppdrag=stafett');

    await aDayLater(alertId);
    expect(await runAlerts()).toMatchObject({ queued: 0 });
    expect(digestsFor(name)).toHaveLength(1);
  });
});
