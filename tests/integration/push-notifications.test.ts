// Push on the installed app (issue 49) on the stand-in: doctors' browsers subscribed at a local
// push service that checks the VAPID signature and decrypts each message, the send-job-alerts run
// called as the scheduler calls it, and the retry worker (process-email-queue) on its timer.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalPushService,
  type LocalSubscription,
  startLocalPushService,
} from '../support/push-service.ts';
import {
  applyAs,
  type EmailHarness,
  eventually,
  LETTER,
  signUpJobSeeker,
  startEmailHarness,
} from './email-harness.ts';

let h: EmailHarness;
let push: LocalPushService;
const marker = randomUUID().slice(0, 8);

beforeAll(async () => {
  push = await startLocalPushService();
  // The test runs the alerts when it wants; the retry worker runs on the stand-in's timer.
  h = await startEmailHarness({ STANDIN_JOB_ALERTS_INTERVAL_MS: '0' });
}, 120_000);

afterAll(async () => {
  await h?.close();
  await push?.close();
});

interface Doctor {
  client: SupabaseClient;
  id: string;
  browser: LocalSubscription;
  subscriptionId: string;
}

/** The current hour in Stockholm, as quiet hours count. */
const stockholmHour = () =>
  Number(
    new Intl.DateTimeFormat('sv-SE', { hour: 'numeric', timeZone: 'Europe/Stockholm' }).format(
      new Date(),
    ),
  );

async function setQuietHours(doctor: Doctor, from: number, until: number) {
  const { error } = await doctor.client
    .from('push_settings')
    .upsert({ user_id: doctor.id, quiet_from: from, quiet_until: until });
  if (error) throw error;
}

/** A doctor whose browser subscribed at the local push service, with quiet hours off. */
async function subscribedDoctor(name: string): Promise<Doctor> {
  const { client, id } = await signUpJobSeeker(h, name);
  const browser = await push.subscribe(h.config.vapid.publicKey);
  const { data, error } = await client.rpc('save_push_subscription', {
    endpoint: browser.endpoint,
    p256dh: browser.keys.p256dh,
    auth: browser.keys.auth,
  });
  if (error) throw error;
  const doctor = { client, id, browser, subscriptionId: data as string };
  // Whenever the suite runs, the default 21–07 must not hold these messages.
  await setQuietHours(doctor, 0, 0);
  return doctor;
}

async function pushAlert(doctor: Doctor, name: string, word: string) {
  const { error } = await doctor.client
    .from('job_alerts')
    .insert({ name, search: { q: word }, frequency: 'off', push: true });
  if (error) throw error;
}

const publish = (title: string) =>
  h.publishJob({ title: `${title} ${marker}`, employer_name: 'Region Skåne', location: 'Lund' });

async function runAlerts(): Promise<{ push: { matched: number; pushed: number } }> {
  const { data, error } = await h.service.functions.invoke('send-job-alerts');
  if (error) throw error;
  return data as { push: { matched: number; pushed: number } };
}

const received = (doctor: Doctor, count: number) =>
  eventually(async () => {
    const messages = push.messages(doctor.browser);
    return messages.length >= count ? messages : undefined;
  });

describe('pushing new jobs of a Bevakning', () => {
  it('sends a job matching two doctors’ alerts as one encrypted push to each, which the push service decrypts, and never again', async () => {
    const karin = await subscribedDoctor('Karin Kirurg');
    const lars = await subscribedDoctor('Lars Psykiater');
    const word = `psykalfa${marker}`;
    await pushAlert(karin, 'Psykiatri i Skåne', word);
    await pushAlert(lars, 'Psykiatri i Lund', word);
    const jobId = await publish(`Överläkare ${word}`);
    await publish('Specialistläkare i ortopedi');

    expect((await runAlerts()).push).toMatchObject({ pushed: 2 });
    const [toKarin] = await received(karin, 1);
    const [toLars] = await received(lars, 1);
    expect(toKarin).toEqual({
      title: '1 nytt jobb för Psykiatri i Skåne',
      body: `Överläkare ${word} ${marker} – Region Skåne, Lund`,
      url: `/jobs/${jobId}?via=notis`,
      tag: 'nya-jobb',
      jobId,
    });
    expect(toLars).toMatchObject({ title: '1 nytt jobb för Psykiatri i Lund', jobId });

    expect((await runAlerts()).push).toMatchObject({ matched: 0, pushed: 0 });
    await h.processQueue();
    expect(push.messages(karin.browser)).toHaveLength(1);
    expect(push.messages(lars.browser)).toHaveLength(1);
  });

  it('holds new jobs in the quiet hours and sends them after as one', async () => {
    const doctor = await subscribedDoctor('Maria Nattsömn');
    const word = `tystbeta${marker}`;
    await pushAlert(doctor, 'Psykiatri i Skåne', word);
    const hour = stockholmHour();
    await setQuietHours(doctor, hour, (hour + 2) % 24);

    await publish(`Överläkare ${word}`);
    expect((await runAlerts()).push).toMatchObject({ matched: 1, pushed: 0 });
    await publish(`Specialistläkare ${word}`);
    expect((await runAlerts()).push).toMatchObject({ matched: 1, pushed: 0 });
    await h.processQueue();
    expect(push.requests(doctor.browser)).toBe(0);

    // The quiet hours are over.
    await setQuietHours(doctor, (hour + 2) % 24, (hour + 3) % 24);
    expect((await runAlerts()).push).toMatchObject({ matched: 0, pushed: 1 });
    const [message] = await received(doctor, 1);
    expect(message).toMatchObject({
      title: '2 nya jobb för Psykiatri i Skåne',
      body: `Specialistläkare ${word} ${marker}, Överläkare ${word} ${marker}`,
      url: `/jobs?q=${word}`,
    });
    await h.processQueue();
    expect(push.messages(doctor.browser)).toHaveLength(1);
  });

  it('deletes a subscription the push service answers 410 for', async () => {
    const doctor = await subscribedDoctor('Nils Bytt-Telefon');
    const word = `gammagone${marker}`;
    await pushAlert(doctor, 'Akut i Lund', word);
    push.expire(doctor.browser);
    await publish(`Akutläkare ${word}`);
    expect((await runAlerts()).push).toMatchObject({ pushed: 1 });

    await eventually(async () => {
      const { data } = await h.service
        .from('push_subscriptions')
        .select('id')
        .eq('id', doctor.subscriptionId);
      return data?.length === 0 ? true : undefined;
    });
    const { data: queued } = await h.service
      .from('outgoing_pushes')
      .select('id')
      .eq('user_id', doctor.id);
    expect(queued).toEqual([]);
    expect(push.messages(doctor.browser)).toEqual([]);
  });

  it('retries after the push service’s 500 and delivers once', async () => {
    const doctor = await subscribedDoctor('Olga Omförsök');
    const word = `deltaretry${marker}`;
    await pushAlert(doctor, 'Allmänmedicin', word);
    push.failNext(doctor.browser, 500);
    await publish(`Distriktsläkare ${word}`);
    expect((await runAlerts()).push).toMatchObject({ pushed: 1 });

    const [message] = await received(doctor, 1);
    expect(message).toMatchObject({ title: '1 nytt jobb för Allmänmedicin' });
    await h.processQueue();
    await h.processQueue();
    expect(push.messages(doctor.browser)).toHaveLength(1);
    expect(push.requests(doctor.browser)).toBe(2);
    const { data } = await h.service
      .from('outgoing_pushes')
      .select('status, attempts, last_error')
      .eq('user_id', doctor.id);
    expect(data).toEqual([{ status: 'sent', attempts: 2, last_error: null }]);
  });
});

describe('pushing an application’s status', () => {
  it('tells a doctor who asked for it, after the undo window, and not one who did not', async () => {
    const asked = await subscribedDoctor('Petra Pushad');
    const silent = await subscribedDoctor('Rut Tyst');
    await setQuietHours(asked, 0, 0);
    const { error } = await asked.client
      .from('push_settings')
      .update({ application_status: true })
      .eq('user_id', asked.id);
    if (error) throw error;
    const jobId = await publish('Överläkare i geriatrik');
    const applications = [
      await applyAs(asked.client, asked.id, jobId, LETTER),
      await applyAs(silent.client, silent.id, jobId, LETTER),
    ];
    for (const id of applications) {
      const { error: changed } = await h.service
        .from('job_applications')
        .update({ status: 'reviewed' })
        .eq('id', id);
      if (changed) throw changed;
    }
    const [message] = await eventually(async () => {
      const messages = push.messages(asked.browser);
      return messages.length > 0 ? messages : undefined;
    }, 40_000);
    expect(message).toMatchObject({
      title: 'Ny status på din ansökan',
      body: `Överläkare i geriatrik ${marker} – Region Skåne: Granskad`,
      url: '/applications',
    });
    expect(push.requests(silent.browser)).toBe(0);
  }, 60_000);
});

async function turnOn(doctor: Doctor, kind: 'invitations' | 'interviews') {
  const { error } = await doctor.client
    .from('push_settings')
    .update({ [kind]: true })
    .eq('user_id', doctor.id);
  if (error) throw error;
}

async function signUpAdmin(name: string): Promise<SupabaseClient> {
  const admin = await signUpJobSeeker(h, name);
  const { error } = await h.service.from('user_roles').insert({ user_id: admin.id, role: 'admin' });
  if (error) throw error;
  return admin.client;
}

const interviewPushes = async (doctor: Doctor) =>
  (
    await h.service
      .from('outgoing_pushes')
      .select('status, next_attempt_at, payload')
      .eq('user_id', doctor.id)
      .eq('kind', 'interview')
      .order('created_at')
  ).data ?? [];

describe('pushing a recruiter’s invitations and interviews', () => {
  it('tells a doctor who asked for invitations, decrypted, and not one who did not', async () => {
    const recruiter = await signUpAdmin('Rut Rekryterare');
    const asked = await subscribedDoctor('Ida Inbjuden');
    const silent = await subscribedDoctor('Tor Tyst');
    await turnOn(asked, 'invitations');
    const jobId = await publish('Överläkare i kardiologi');
    for (const doctor of [asked, silent]) {
      const visible = await h.service
        .from('professional_profiles')
        .insert({ user_id: doctor.id, profile: {}, visible_to_recruiters: true });
      if (visible.error) throw visible.error;
    }
    const invited = await recruiter
      .from('job_invitations')
      .insert([
        { job_id: jobId, candidate_id: asked.id },
        { job_id: jobId, candidate_id: silent.id },
      ])
      .select('id, candidate_id');
    if (invited.error) throw invited.error;
    const invitationId = invited.data.find((row) => row.candidate_id === asked.id)?.id;

    const [message] = await received(asked, 1);
    expect(message).toEqual({
      title: 'Ny inbjudan från rekryterare',
      body: `Överläkare i kardiologi ${marker} – Region Skåne: Vi tror att den här tjänsten passar dig`,
      url: '/applications',
      tag: `inbjudan-${invitationId}`,
    });
    await h.processQueue();
    expect(push.requests(silent.browser)).toBe(0);
  });

  it('proposes times, queues the reminder for the day before a booking, and a cancellation drops it and says "Intervjun är inställd"', async () => {
    const recruiter = await signUpAdmin('Rolf Rekryterare');
    const doctor = await subscribedDoctor('Ivar Intervju');
    await turnOn(doctor, 'interviews');
    const jobId = await publish('Specialistläkare i anestesi');
    const application = await applyAs(doctor.client, doctor.id, jobId, LETTER);
    const day = 24 * 3600_000;
    // 09:00 UTC in three and four days: well past the day before, whenever the suite runs.
    const inDays = (days: number) => {
      const time = new Date(Date.now() + days * day);
      time.setUTCHours(9, 0, 0, 0);
      return time.toISOString();
    };
    const startsAt = inDays(3);
    const times = [startsAt, inDays(4)];
    const proposed = await recruiter.rpc('propose_interview', {
      application,
      times,
      location: 'Videomöte',
    });
    if (proposed.error) throw proposed.error;
    const tag = `intervju-${proposed.data}`;
    const title = `Specialistläkare i anestesi ${marker}`;
    expect((await received(doctor, 1))[0]).toEqual({
      title: 'Förslag på intervjutider',
      body: `${title} – Region Skåne`,
      url: '/applications',
      tag,
    });

    const booked = await doctor.client.rpc('book_interview', {
      interview: proposed.data,
      starts_at: startsAt,
    });
    if (booked.error) throw booked.error;
    const stockholmTime = new Intl.DateTimeFormat('sv-SE', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Stockholm',
    }).format(new Date(startsAt));
    const [, reminder] = await interviewPushes(doctor);
    expect(reminder).toMatchObject({
      status: 'pending',
      payload: {
        title: 'Påminnelse om intervju',
        body: `Intervju i morgon kl. ${stockholmTime}: ${title}`,
        tag,
      },
    });
    expect(new Date(reminder?.next_attempt_at ?? '').getTime()).toBe(
      new Date(startsAt).getTime() - day,
    );

    const cancelled = await recruiter.rpc('cancel_interview', { interview: proposed.data });
    if (cancelled.error) throw cancelled.error;
    const messages = await received(doctor, 2);
    expect(messages[1]).toEqual({
      title: 'Intervjun är inställd',
      body: `${title} – Region Skåne`,
      url: '/applications',
      tag,
    });
    expect((await interviewPushes(doctor)).map((row) => row.payload)).toEqual([
      expect.objectContaining({ title: 'Förslag på intervjutider' }),
      expect.objectContaining({ title: 'Intervjun är inställd' }),
    ]);
    await h.processQueue();
    expect(push.messages(doctor.browser)).toHaveLength(2);
  });
});
