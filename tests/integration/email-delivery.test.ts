// Employer requests and application notices through supabase.functions.invoke: each is stored
// once and e-mailed once, to the server-chosen recipient, with every user value escaped, read
// back from a real SMTP server and from the stand-in's mail sink; an SMTP outage loses nothing.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedJobSeeker } from '../support/accounts';
import type { ReceivedMail } from '../support/smtp-sink.ts';
import { type EmailHarness, eventually, startEmailHarness } from './email-harness.ts';

const PROVIDER_INBOX = 'rekrytering@lakarjobbnorden.se';
const XSS = '<script>alert("x")</script>';

let h: EmailHarness;

beforeAll(async () => {
  h = await startEmailHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const requester = {
  companyName: `Vårdcentral ${XSS}`,
  contactName: `Anna <b>Berg</b>`,
  email: 'anna.berg@example.se',
  phone: '040-123 456 <i>',
};

const requests = [
  {
    type: 'contact-doctor',
    subject: 'Ny förfrågan (Söker en läkare)',
    fields: { doctorType: `Allmänläkare <img src=x onerror=alert(1)>` },
    detailText: 'Typ av läkare: Allmänläkare <img src=x onerror=alert(1)>',
  },
  {
    type: 'pricing-request',
    subject: 'Ny förfrågan (Prisförfrågan)',
    fields: { adType: 'both' },
    detailText: 'Typ av annons: Både jobbannons och banner',
  },
  {
    type: 'post-job-request',
    subject: 'Ny förfrågan (Publicera jobb)',
    fields: { duration: '60-days', budget: '34800' },
    detailText: 'Önskad varaktighet: 60 dagar\nBudget: 34 800 kr (paket)',
  },
] as const;

/** The mail the SMTP server got whose text mentions `marker`; fails on none or several. */
function mailWith(marker: string): ReceivedMail {
  const found = h.smtp.messages.filter((mail) => mail.text.includes(marker));
  expect(found, `e-mails mentioning ${marker}`).toHaveLength(1);
  return found[0] as ReceivedMail;
}

async function waitForMail(marker: string): Promise<ReceivedMail> {
  await eventually(async () =>
    h.smtp.messages.some((mail) => mail.text.includes(marker)) ? true : undefined,
  );
  return mailWith(marker);
}

function expectEscaped(html: string) {
  expect(html).not.toMatch(/<script|<img|<b>|<i>/);
  expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
}

describe('send-contact-email', () => {
  for (const request of requests) {
    it(`stores and e-mails a ${request.type} request once`, async () => {
      const marker = `Ärende ${randomUUID()}`;
      const { data, error } = await h.anon.functions.invoke('send-contact-email', {
        body: {
          type: request.type,
          ...requester,
          ...request.fields,
          message: `${marker}\n${XSS} Vi behöver hjälp snarast.`,
          // Not part of the payload: must not become a recipient.
          to: 'attacker@evil.example',
          recipient: 'attacker@evil.example',
        },
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ ok: true, id: expect.any(String) });

      const { data: rows } = await h.service.from('contact_requests').select('*').eq('id', data.id);
      expect(rows).toHaveLength(1);
      expect(rows?.[0]).toMatchObject({ type: request.type, contact_name: requester.contactName });

      const mail = await waitForMail(marker);
      expect(mail.envelopeTo).toEqual([PROVIDER_INBOX]);
      expect(mail.subject).toBe(`${request.subject} från ${requester.companyName}`);
      // Quotes and angle brackets would end the display name: they are dropped.
      expect(mail.replyTo).toBe('"Anna bBerg/b" <anna.berg@example.se>');
      expect(mail.text).toContain(request.detailText);
      expect(mail.text).toContain('Med vänliga hälsningar\nLäkarjobb Norden');
      expectEscaped(mail.html);
      expect(mail.html).toContain('Anna &lt;b&gt;Berg&lt;/b&gt;');

      const kept = (await h.sinkMessages()).filter((message) => message.text.includes(marker));
      expect(kept).toHaveLength(1);
      expect(kept[0]?.to).toEqual([PROVIDER_INBOX]);
    });
  }

  it('stores and e-mails a replayed request (same idempotency key) once', async () => {
    const idempotencyKey = randomUUID();
    const marker = `Återsänd ${idempotencyKey}`;
    const body = {
      type: 'contact-doctor',
      idempotencyKey,
      ...requester,
      doctorType: 'Kirurg',
      message: `${marker} från en offline-kö.`,
    };
    for (let i = 0; i < 3; i += 1) {
      const { data, error } = await h.anon.functions.invoke('send-contact-email', { body });
      expect(error).toBeNull();
      expect(data).toEqual({ ok: true, id: idempotencyKey });
    }
    await waitForMail(marker);
    await h.processQueue();
    mailWith(marker);
    const { data: rows } = await h.service
      .from('contact_requests')
      .select('id')
      .eq('id', idempotencyKey);
    expect(rows).toHaveLength(1);
    const { data: emails } = await h.service
      .from('outgoing_emails')
      .select('status, attempts, recipients')
      .eq('contact_request_id', idempotencyKey);
    expect(emails).toEqual([{ status: 'sent', attempts: 1, recipients: [PROVIDER_INBOX] }]);
  });
});

describe('send-job-application', () => {
  let applicant: SupabaseClient;
  let applicantId: string;

  async function publishedJob(fields: Record<string, unknown>): Promise<string> {
    const { data, error } = await h.service
      .from('jobs')
      .insert({
        title: 'Specialistläkare',
        employer_name: 'Region Test',
        location: 'Malmö',
        description: 'En tjänst för testet.',
        status: 'published',
        ...fields,
      })
      .select('id')
      .single();
    if (error) throw error;
    return data.id as string;
  }

  async function apply(client: SupabaseClient, userId: string, jobId: string, letter: string) {
    const id = randomUUID();
    const { error } = await client.from('job_applications').insert({
      id,
      job_id: jobId,
      applicant_id: userId,
      applicant_name: `Erik ${XSS}`,
      applicant_email: 'erik.lakare@example.se',
      applicant_phone: null,
      cover_letter: letter,
      status: 'pending',
    });
    if (error) throw error;
    return id;
  }

  async function signedInUser(): Promise<{ client: SupabaseClient; id: string }> {
    const client = h.newClient();
    const seeker = {
      email: `sokande-${randomUUID()}@example.se`,
      password: 'hemligt123',
      metadata: { full_name: 'Erik Läkare', profession: 'läkare' },
    };
    const id = await createConfirmedJobSeeker(
      { url: h.url, serviceRoleKey: h.config.serviceRoleKey },
      seeker,
    );
    const { error } = await client.auth.signInWithPassword(seeker);
    if (error) throw error;
    return { client, id };
  }

  beforeAll(async () => {
    ({ client: applicant, id: applicantId } = await signedInUser());
  });

  it("e-mails the job's employer once, from the stored application, ignoring the client's fields", async () => {
    const jobId = await publishedJob({
      title: 'Överläkare\r\nBcc: victim@evil.example',
      employer_email: 'hr@region-test.example',
    });
    const marker = `Brev ${randomUUID()}`;
    const applicationId = await apply(applicant, applicantId, jobId, `${marker}\n${XSS}`);
    const forged = {
      jobId,
      applicationId,
      applicantName: 'Someone Else',
      applicantEmail: 'forged@evil.example',
      coverLetter: 'forged letter',
      jobTitle: 'forged',
      employerName: 'forged',
      employerEmail: 'attacker@evil.example',
    };
    for (let i = 0; i < 2; i += 1) {
      const { data, error } = await applicant.functions.invoke('send-job-application', {
        body: forged,
      });
      expect(error).toBeNull();
      expect(data).toEqual({ ok: true, id: applicationId });
    }
    const mail = await waitForMail(marker);
    await h.processQueue();
    mailWith(marker);
    expect(mail.envelopeTo).toEqual(['hr@region-test.example']);
    expect(mail.headers).not.toHaveProperty('bcc');
    expect(mail.subject).toBe(`Ny ansökan: Överläkare Bcc: victim@evil.example (Erik ${XSS})`);
    expect(mail.replyTo).toBe('"Erik scriptalert(x)/script" <erik.lakare@example.se>');
    expect(mail.text).toContain('Telefon: Ej angivet');
    expect(mail.text).not.toContain('forged');
    expectEscaped(mail.html);
  });

  it("falls back to the provider's inbox when the job has no employer e-mail", async () => {
    const jobId = await publishedJob({ employer_email: null });
    const marker = `Utan adress ${randomUUID()}`;
    const applicationId = await apply(applicant, applicantId, jobId, marker);
    const { error } = await applicant.functions.invoke('send-job-application', {
      body: { jobId, applicationId, employerEmail: 'attacker@evil.example' },
    });
    expect(error).toBeNull();
    expect((await waitForMail(marker)).envelopeTo).toEqual([PROVIDER_INBOX]);
  });

  it('refuses a caller without a session and a caller asking about someone else’s application', async () => {
    const jobId = await publishedJob({ employer_email: 'hr@region-test.example' });
    const marker = `Annans ${randomUUID()}`;
    const applicationId = await apply(applicant, applicantId, jobId, marker);

    const anonymous = await h.anon.functions.invoke('send-job-application', {
      body: { jobId, applicationId },
    });
    expect(anonymous.error?.context.status).toBe(401);
    expect(await anonymous.error?.context.json()).toEqual({ error: 'Du måste vara inloggad.' });

    const other = await signedInUser();
    const stranger = await other.client.functions.invoke('send-job-application', {
      body: { jobId, applicationId },
    });
    expect(stranger.error?.context.status).toBe(404);
    expect(await stranger.error?.context.json()).toEqual({ error: 'Ansökan hittades inte.' });

    await h.processQueue();
    expect(h.smtp.messages.filter((mail) => mail.text.includes(marker))).toHaveLength(0);
    const { data: queued } = await h.service
      .from('outgoing_emails')
      .select('id')
      .eq('job_application_id', applicationId);
    expect(queued).toEqual([]);
  });
});

describe('when the e-mail server is down', () => {
  it('stores and answers at once, then the retry delivers each message exactly once', async () => {
    await h.smtp.stop();
    const marker = `Avbrott ${randomUUID()}`;
    const ids: string[] = [];
    for (const request of requests) {
      const { data, error } = await h.anon.functions.invoke('send-contact-email', {
        body: {
          type: request.type,
          ...requester,
          ...request.fields,
          message: `${marker} ${request.type}`,
        },
      });
      expect(error).toBeNull();
      expect(data.ok).toBe(true);
      ids.push(data.id);
    }
    const { data: stored } = await h.service.from('contact_requests').select('id').in('id', ids);
    expect(stored).toHaveLength(3);
    const failed = await eventually(async () => {
      const { data } = await h.service
        .from('outgoing_emails')
        .select('status, last_error')
        .in('contact_request_id', ids);
      return data?.every((row) => row.status === 'failed' && row.last_error) ? data : undefined;
    });
    expect(failed).toHaveLength(3);

    await h.smtp.start();
    await eventually(async () => {
      const { data } = await h.service
        .from('outgoing_emails')
        .select('status')
        .in('contact_request_id', ids);
      return data?.every((row) => row.status === 'sent') ? true : undefined;
    });
    await h.processQueue();
    for (const request of requests) mailWith(`${marker} ${request.type}`);
    const kept = (await h.sinkMessages()).filter((message) => message.text.includes(marker));
    expect(kept).toHaveLength(3);
  });
});
