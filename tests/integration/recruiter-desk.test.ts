// The recruiter's desk (issue 48) through supabase-js against the stand-in: stage moves and what
// the doctor sees of them, the shortlist an employer answers through its function, and an
// interview booked by the doctor whose confirmation and cancellation carry an .ics that a real
// iCalendar parser (ical.js) reads.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAs,
  type EmailHarness,
  eventually,
  LETTER,
  type SignedInJobSeeker,
  signUpJobSeeker,
  startEmailHarness,
} from './email-harness.ts';

const EMPLOYER = 'rekrytering@klinik-desk.example';
const PROVIDER = 'rekrytering@lakarjobbnorden.se';

let h: EmailHarness;
let admin: SignedInJobSeeker;

beforeAll(async () => {
  h = await startEmailHarness({ STANDIN_EMAIL_QUEUE_INTERVAL_MS: '0' });
  admin = await signUpJobSeeker(h, 'Rut Rekryterare');
  const granted = await h.service.from('user_roles').insert({ user_id: admin.id, role: 'admin' });
  expect(granted.error).toBeNull();
}, 120_000);

afterAll(async () => {
  await h?.close();
});

async function application(name = 'Dana Doktor') {
  const doctor = await signUpJobSeeker(h, name);
  const jobId = await h.publishJob({
    title: `Allmänläkare ${randomUUID()}`,
    employer_email: EMPLOYER,
  });
  const id = await applyAs(doctor.client, doctor.id, jobId, LETTER);
  return { doctor, jobId, id };
}

const move = (client: SupabaseClient, id: string, stage: string) =>
  client.from('application_pipeline').update({ stage }).eq('application_id', id).select('stage');

const statusOf = async (client: SupabaseClient, id: string) =>
  (await client.from('job_applications').select('status').eq('id', id).single()).data?.status;

type Answer = { status: number; body: Record<string, unknown> };

async function askShortlist(body: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await h.anon.functions.invoke('shortlist', { body });
  if (!error) return { status: 200, body: data };
  const response = (error as { context: Response }).context;
  return { status: response.status, body: await response.json() };
}

/** The newest message to `address` whose subject has `subject`, after running the queue. */
async function mailTo(address: string, subject: string) {
  return eventually(async () => {
    await h.processQueue();
    return (await h.sinkMessages()).find(
      (message) => message.to.includes(address) && message.subject.includes(subject),
    );
  });
}

type SinkAttachment = { filename: string; contentType: string; content: string };
const icsOf = (message: object) => {
  const files = (message as { attachments?: SinkAttachment[] }).attachments ?? [];
  const file = files.find((candidate) => candidate.filename === 'intervju.ics');
  if (!file) throw new Error('no intervju.ics attached');
  expect(file.contentType).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(
    ICAL.parse(Buffer.from(file.content, 'base64').toString('utf8')),
  );
  // The parser computes instants from the calendar's own VTIMEZONE rules.
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  return calendar;
};

describe('pipeline stages', () => {
  it('an admin moves an application; the doctor sees only the spec’s status, and the history says who did what', async () => {
    const { doctor, id } = await application();
    expect((await move(admin.client, id, 'presented')).data).toEqual([{ stage: 'presented' }]);
    // Presenterad shows the doctor Granskad; the pipeline itself is not theirs to read.
    expect(await statusOf(doctor.client, id)).toBe('reviewed');
    expect((await doctor.client.from('application_pipeline').select('stage')).data).toEqual([]);
    expect((await doctor.client.from('application_activity').select('id')).data).toEqual([]);
    // The doctor cannot move it; nobody but the doctor withdraws it.
    expect((await move(doctor.client, id, 'hired')).data).toEqual([]);
    const withdrawByAdmin = await move(admin.client, id, 'withdrawn');
    expect(withdrawByAdmin.error?.message).toBe('Bara den sökande kan återkalla en ansökan.');

    await move(admin.client, id, 'offer');
    expect(await statusOf(doctor.client, id)).toBe('accepted');
    const told = await h.service
      .from('outgoing_emails')
      .select('application_status')
      .eq('job_application_id', id)
      .eq('kind', 'application-status');
    expect(told.data?.map((row) => row.application_status)).toEqual(['accepted']);

    const note = await admin.client
      .from('application_notes')
      .insert({ application_id: id, body: 'Stark kandidat, vill börja i januari.' });
    expect(note.error).toBeNull();
    const history = await admin.client
      .from('application_activity')
      .select('actor_name, kind, from_stage, to_stage, detail')
      .eq('application_id', id)
      .order('id');
    expect(history.data).toEqual([
      {
        actor_name: 'Rut Rekryterare',
        kind: 'stage',
        from_stage: 'received',
        to_stage: 'presented',
        detail: null,
      },
      {
        actor_name: 'Rut Rekryterare',
        kind: 'stage',
        from_stage: 'presented',
        to_stage: 'offer',
        detail: null,
      },
      {
        actor_name: 'Rut Rekryterare',
        kind: 'note',
        from_stage: null,
        to_stage: null,
        detail: 'Stark kandidat, vill börja i januari.',
      },
    ]);

    // A status set the old way (the applications list's status menu) moves the stage along.
    await admin.client.from('job_applications').update({ status: 'rejected' }).eq('id', id);
    const declined = await admin.client
      .from('application_pipeline')
      .select('stage')
      .eq('application_id', id)
      .single();
    expect(declined.data?.stage).toBe('declined');

    // The doctor's withdrawal moves the stage to Återkallad, in the doctor's name.
    await doctor.client.from('job_applications').update({ status: 'withdrawn' }).eq('id', id);
    const stage = await admin.client
      .from('application_pipeline')
      .select('stage')
      .eq('application_id', id)
      .single();
    expect(stage.data?.stage).toBe('withdrawn');
    const last = await admin.client
      .from('application_activity')
      .select('actor_name, to_stage')
      .eq('application_id', id)
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(last.data).toEqual({ actor_name: 'Dana Doktor', to_stage: 'withdrawn' });
  });
});

describe('shortlist', () => {
  it('sends the presented candidates to the clinic, whose answer moves the stage and reaches the recruiter', async () => {
    const first = await application('Frida Först');
    const second = await application('Sam Sist');
    // Only the job's presented candidates may be sent.
    const refused = await admin.client.rpc('send_shortlist', {
      job: first.jobId,
      applications: [first.id],
      recipient: EMPLOYER,
    });
    expect(refused.error?.message).toBe(
      'Kortlistan kan bara ha jobbets kandidater i steget Presenterad.',
    );
    await move(admin.client, first.id, 'presented');
    const sent = await admin.client.rpc('send_shortlist', {
      job: first.jobId,
      applications: [first.id],
      recipient: EMPLOYER,
      message: 'Två starka namn.',
    });
    expect(sent.error).toBeNull();
    // A doctor cannot send one.
    const byDoctor = await second.doctor.client.rpc('send_shortlist', {
      job: second.jobId,
      applications: [second.id],
      recipient: EMPLOYER,
    });
    expect(byDoctor.error?.code).toBe('42501');

    const link = await mailTo(EMPLOYER, 'Kandidater till');
    const token = link.text.match(/\/kortlista\/([0-9a-f]{64})/)?.[1] ?? '';
    expect(token).not.toBe('');
    const stored = await h.service.from('shortlists').select('token').eq('id', sent.data).single();
    expect(stored.data?.token).toBeNull();

    const view = await askShortlist({ token });
    expect(view.status).toBe(200);
    expect(view.body.candidates).toEqual([
      expect.objectContaining({ applicationId: first.id, name: 'Frida Först', answer: null }),
    ]);
    // A candidate not on the list cannot be answered for.
    const stranger = await askShortlist({ token, applicationId: second.id, answer: 'meet' });
    expect(stranger.status).toBe(404);

    const answered = await askShortlist({
      token,
      applicationId: first.id,
      answer: 'meet',
      comment: 'Gärna nästa vecka.',
    });
    expect(answered).toEqual({ status: 200, body: { answered: true } });
    const stage = await admin.client
      .from('application_pipeline')
      .select('stage')
      .eq('application_id', first.id)
      .single();
    expect(stage.data?.stage).toBe('interview');
    const history = await admin.client
      .from('application_activity')
      .select('actor_name, kind, to_stage, detail')
      .eq('application_id', first.id)
      .in('kind', ['stage', 'shortlist-answer'])
      .order('id', { ascending: false })
      .limit(2);
    expect(history.data).toEqual([
      {
        actor_name: 'Arbetsgivaren (kortlista)',
        kind: 'shortlist-answer',
        to_stage: null,
        detail: 'Vill träffa: Gärna nästa vecka.',
      },
      {
        actor_name: 'Arbetsgivaren (kortlista)',
        kind: 'stage',
        to_stage: 'interview',
        detail: null,
      },
    ]);
    const notice = await mailTo(PROVIDER, 'Vill träffa: Frida Först');
    expect(notice.text).toContain('Gärna nästa vecka.');
    expect(((await askShortlist({ token })).body.candidates as object[])[0]).toMatchObject({
      answer: 'meet',
      comment: 'Gärna nästa vecka.',
    });

    // Withdrawn, the candidate is gone from the list; revoked, the list is closed.
    await first.doctor.client
      .from('job_applications')
      .update({ status: 'withdrawn' })
      .eq('id', first.id);
    expect((await askShortlist({ token })).body.candidates).toEqual([]);
    await admin.client
      .from('shortlists')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', sent.data);
    const closed = await askShortlist({ token });
    expect(closed).toMatchObject({ status: 410, body: { reason: 'revoked' } });
  });

  it('a doctor who turns Synlig för rekryterare off leaves the open shortlist at once, and returns when it is on again', async () => {
    const shown = await application('Vera Synlig');
    const applied = await application('Ada Ansökt');
    // Vera was visible to recruiters; Ada applied without ever turning it on.
    const profiles = await h.service.from('professional_profiles').upsert([
      { user_id: shown.doctor.id, profile: {}, visible_to_recruiters: true },
      { user_id: applied.doctor.id, profile: {}, visible_to_recruiters: false },
    ]);
    expect(profiles.error).toBeNull();
    const job = shown.jobId;
    // Ada's application to the same job, so both can be on one list.
    const second = await applyAs(applied.doctor.client, applied.doctor.id, job, LETTER);
    await move(admin.client, shown.id, 'presented');
    await move(admin.client, second, 'presented');
    const sent = await admin.client.rpc('send_shortlist', {
      job,
      applications: [shown.id, second],
      recipient: EMPLOYER,
    });
    expect(sent.error).toBeNull();
    const { data: posted } = await h.service.from('jobs').select('title').eq('id', job).single();
    const link = await mailTo(EMPLOYER, posted?.title ?? 'no title');
    const token = link.text.match(/\/kortlista\/([0-9a-f]{64})/)?.[1] ?? '';
    const names = async () =>
      ((await askShortlist({ token })).body.candidates as { name: string }[]).map((c) => c.name);
    await expect.poll(names).toEqual(['Vera Synlig', 'Ada Ansökt']);

    const hidden = await shown.doctor.client
      .from('professional_profiles')
      .update({ visible_to_recruiters: false })
      .eq('user_id', shown.doctor.id);
    expect(hidden.error).toBeNull();
    expect(await names()).toEqual(['Ada Ansökt']);
    const refused = await askShortlist({ token, applicationId: shown.id, answer: 'meet' });
    expect(refused.status).toBe(404);

    await shown.doctor.client
      .from('professional_profiles')
      .update({ visible_to_recruiters: true })
      .eq('user_id', shown.doctor.id);
    expect(await names()).toEqual(['Vera Synlig', 'Ada Ansökt']);
  });
});

describe('interviews', () => {
  it('the doctor books one of the proposed times; both get an .ics in Swedish time, a reminder waits for the day before, and a cancellation sends METHOD:CANCEL', async () => {
    const { doctor, id } = await application('Ivar Intervju');
    const day = 24 * 3600_000;
    const times = [new Date(Date.now() + 3 * day), new Date(Date.now() + 4 * day)].map((time) => {
      time.setUTCHours(9, 0, 0, 0);
      return time.toISOString();
    });
    const single = await admin.client.rpc('propose_interview', {
      application: id,
      times: times.slice(0, 1),
      location: 'Videomöte',
    });
    expect(single.error?.message).toBe('Föreslå två eller tre olika tider.');
    const proposed = await admin.client.rpc('propose_interview', {
      application: id,
      times,
      location: 'Vårdcentralen Luleå, Storgatan 1',
      duration_minutes: 60,
    });
    expect(proposed.error).toBeNull();
    const interviewId = proposed.data as string;
    await mailTo(doctor.email, 'Välj en tid för intervju');

    const mine = await doctor.client
      .from('interview_slots')
      .select('starts_at')
      .eq('interview_id', interviewId);
    expect(mine.data).toHaveLength(2);
    const notProposed = await doctor.client.rpc('book_interview', {
      interview: interviewId,
      starts_at: new Date(Date.now() + 5 * day).toISOString(),
    });
    expect(notProposed.error?.message).toBe('Välj en av de föreslagna tiderna.');
    const other = await signUpJobSeeker(h, 'Otto Obehörig');
    const notTheirs = await other.client.rpc('book_interview', {
      interview: interviewId,
      starts_at: times[1],
    });
    expect(notTheirs.error?.code).toBe('42501');
    expect(
      (await doctor.client.rpc('book_interview', { interview: interviewId, starts_at: times[1] }))
        .error,
    ).toBeNull();

    const reminders = await h.service
      .from('outgoing_emails')
      .select('audience, next_attempt_at')
      .eq('interview_id', interviewId)
      .eq('kind', 'interview-reminder');
    expect(reminders.data?.map((row) => new Date(row.next_attempt_at).getTime())).toEqual([
      new Date(times[1] as string).getTime() - day,
      new Date(times[1] as string).getTime() - day,
    ]);

    for (const address of [doctor.email, EMPLOYER]) {
      const confirmation = await mailTo(address, 'Intervju bokad');
      const calendar = icsOf(confirmation);
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
        'Europe/Stockholm',
      );
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
      expect(event.uid).toBe(`${interviewId}@lakarjobbnorden.se`);
      expect(event.location).toBe('Vårdcentralen Luleå, Storgatan 1');
      expect(event.summary).toMatch(/^Intervju: Allmänläkare /);
      expect(event.startDate.zone?.tzid).toBe('Europe/Stockholm');
      // 09:00 UTC is 10:00 in Stockholm in winter, and the parser's zone gives back the instant.
      expect(event.startDate.toJSDate().toISOString()).toBe(times[1]);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
        3600_000,
      );
      expect(event.attendees.map((attendee) => attendee.getFirstValue())).toContain(
        `mailto:${doctor.email}`,
      );
    }

    expect(
      (await admin.client.rpc('cancel_interview', { interview: interviewId })).error,
    ).toBeNull();
    const left = await h.service
      .from('outgoing_emails')
      .select('kind')
      .eq('interview_id', interviewId)
      .eq('kind', 'interview-reminder');
    expect(left.data).toEqual([]);
    for (const address of [doctor.email, EMPLOYER]) {
      const calendar = icsOf(await mailTo(address, 'Intervju avbokad'));
      expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      const event = calendar.getFirstSubcomponent('vevent');
      expect(event?.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(event?.getFirstPropertyValue('uid')).toBe(`${interviewId}@lakarjobbnorden.se`);
    }
  });
});
