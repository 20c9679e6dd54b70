// Employer requests and application notices through supabase.functions.invoke: each is stored
// once and e-mailed once, to the server-chosen recipient, with every user value escaped, read
// back from a real SMTP server and from the stand-in's mail sink; an SMTP outage loses nothing.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../support/smtp-sink.ts';
import {
  applyAs,
  type EmailHarness,
  eventually,
  LETTER,
  signUpJobSeeker,
  startEmailHarness,
} from './email-harness.ts';

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
    detailText:
      'Önskad varaktighet: 60 dagar\nBudget: Jobbannons och banner – 34 800 kr / 30 dagar\nTotalt: 69\u00a0600 kr exkl. moms för 60 dagar',
  },
] as const;

type MailFilter = (mail: ReceivedMail) => boolean;
const ANY: MailFilter = () => true;
/** A request's e-mail to the provider (the employer's copy quotes the same message). */
const TO_PROVIDER: MailFilter = (mail) => mail.envelopeTo.includes(PROVIDER_INBOX);
/** The employer's copy of their own request. */
const COPY: MailFilter = (mail) => mail.subject.startsWith('Vi har tagit emot er förfrågan');
/** The employer's notice (the applicant's receipt quotes the same letter). */
const NOTICE: MailFilter = (mail) => mail.subject.startsWith('Ny ansökan');

/** The mail the SMTP server got whose text mentions `marker`; fails on none or several. */
function mailWith(marker: string, filter = ANY): ReceivedMail {
  const found = h.smtp.messages.filter((mail) => filter(mail) && mail.text.includes(marker));
  expect(found, `e-mails mentioning ${marker}`).toHaveLength(1);
  return found[0] as ReceivedMail;
}

async function waitForMail(marker: string, filter = ANY): Promise<ReceivedMail> {
  await eventually(async () =>
    h.smtp.messages.some((mail) => filter(mail) && mail.text.includes(marker)) ? true : undefined,
  );
  return mailWith(marker, filter);
}

function expectEscaped(html: string) {
  expect(html).not.toMatch(/<script|<img|<b>|<i>/);
  expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
}

describe('a fresh, seeded stand-in', () => {
  it("queues and sends nothing for the seed's demo application", async () => {
    const queued = await h.service
      .from('outgoing_emails')
      .select('kind')
      .eq('job_application_id', 'd0000000-0000-4000-8000-000000000001');
    expect(queued.error).toBeNull();
    expect(queued.data).toEqual([]);
    await h.processQueue();
    expect(
      h.smtp.messages.filter((mail) => mail.envelopeTo.includes('lakare@lakarjobb.local')),
    ).toEqual([]);
  });
});

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

      const mail = await waitForMail(marker, TO_PROVIDER);
      expect(mail.envelopeTo).toEqual([PROVIDER_INBOX]);
      expect(mail.subject).toBe(`${request.subject} från ${requester.companyName}`);
      // Quotes and angle brackets would end the display name: they are dropped.
      expect(mail.replyTo).toBe('"Anna bBerg/b" <anna.berg@example.se>');
      expect(mail.text).toContain(request.detailText);
      expect(mail.text).toContain('Med vänliga hälsningar\nLäkarjobb Norden');
      expectEscaped(mail.html);
      expect(mail.html).toContain('Anna &lt;b&gt;Berg&lt;/b&gt;');

      // The employer's copy: to the address they gave (only), answered by the provider.
      const copy = await waitForMail(marker, COPY);
      expect(copy.envelopeTo).toEqual([requester.email]);
      expect(copy.replyTo).toMatch(/^Läkarjobb Norden <.+@.+>$/);
      expect(copy.text).toContain(`Vi svarar till ${requester.email}`);
      expect(copy.text).toContain(request.detailText);
      expectEscaped(copy.html);

      // The sink's list is written beside the relay, so it may lag the SMTP server a moment.
      await expect
        .poll(async () =>
          (await h.sinkMessages())
            .filter((message) => message.text.includes(marker))
            .flatMap((message) => message.to)
            .sort(),
        )
        .toEqual([PROVIDER_INBOX, requester.email].sort());
      // A request never reaches the attacker's address in its body.
      expect(h.smtp.messages.some((m) => m.envelopeTo.includes('attacker@evil.example'))).toBe(
        false,
      );
    });
  }

  it('drops an address from the name shown in Reply-To: the name is the sender’s own words', async () => {
    const marker = `Avsändare ${randomUUID()}`;
    const { error } = await h.anon.functions.invoke('send-contact-email', {
      body: {
        type: 'contact-doctor',
        ...requester,
        ...requests[0]?.fields,
        contactName: 'vd@storbanken.se Anna Berg',
        message: `${marker} Vi behöver en läkare snarast.`,
      },
    });
    expect(error).toBeNull();
    const mail = await waitForMail(marker, TO_PROVIDER);
    expect(mail.replyTo).toBe('Anna Berg <anna.berg@example.se>');
  });

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
    await waitForMail(marker, TO_PROVIDER);
    await waitForMail(marker, COPY);
    await h.processQueue();
    mailWith(marker, TO_PROVIDER);
    mailWith(marker, COPY);
    const { data: rows } = await h.service
      .from('contact_requests')
      .select('id')
      .eq('id', idempotencyKey);
    expect(rows).toHaveLength(1);
    const { data: emails } = await h.service
      .from('outgoing_emails')
      .select('kind, status, attempts, recipients')
      .eq('contact_request_id', idempotencyKey)
      .order('kind');
    expect(emails).toEqual([
      { kind: 'contact-request', status: 'sent', attempts: 1, recipients: [PROVIDER_INBOX] },
      {
        kind: 'contact-request-copy',
        status: 'sent',
        attempts: 1,
        recipients: [requester.email],
      },
    ]);
  });
});

describe('send-job-application', () => {
  let applicant: SupabaseClient;
  let applicantId: string;
  let applicantEmail: string;

  const apply = (client: SupabaseClient, userId: string, jobId: string, letter: string) =>
    // The marker first, then a letter long enough for the database's minimum.
    applyAs(client, userId, jobId, `${letter}\n\n${LETTER}`);
  const signedInUser = (fullName = 'Erik Läkare') => signUpJobSeeker(h, fullName);

  beforeAll(async () => {
    ({
      client: applicant,
      id: applicantId,
      email: applicantEmail,
    } = await signedInUser(`Erik ${XSS}`));
  });

  it("e-mails the job's employer once, from the stored application, ignoring the client's fields", async () => {
    const jobId = await h.publishJob({
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
    const mail = await waitForMail(marker, NOTICE);
    await h.processQueue();
    mailWith(marker, NOTICE);
    expect(mail.envelopeTo).toEqual(['hr@region-test.example']);
    expect(mail.headers).not.toHaveProperty('bcc');
    expect(mail.subject).toBe(`Ny ansökan: Överläkare Bcc: victim@evil.example (Erik ${XSS})`);
    expect(mail.replyTo).toBe(`"Erik scriptalert(x)/script" <${applicantEmail}>`);
    expect(mail.text).toContain('Telefon: Ej angivet');
    expect(mail.text).not.toContain('forged');
    expectEscaped(mail.html);
  });

  it("falls back to the provider's inbox when the job has no employer e-mail", async () => {
    const jobId = await h.publishJob({ employer_email: null });
    const marker = `Utan adress ${randomUUID()}`;
    const applicationId = await apply(applicant, applicantId, jobId, marker);
    const { error } = await applicant.functions.invoke('send-job-application', {
      body: { jobId, applicationId, employerEmail: 'attacker@evil.example' },
    });
    expect(error).toBeNull();
    expect((await waitForMail(marker, NOTICE)).envelopeTo).toEqual([PROVIDER_INBOX]);
  });

  it('refuses a caller without a session and a caller asking about someone else’s application', async () => {
    const jobId = await h.publishJob({ employer_email: 'hr@region-test.example' });
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

    // The database queued the notice and the receipt when the application was stored; the
    // refused calls added nothing.
    const { data: queued } = await h.service
      .from('outgoing_emails')
      .select('kind')
      .eq('job_application_id', applicationId)
      .order('kind');
    expect(queued).toEqual([{ kind: 'application-notice' }, { kind: 'application-receipt' }]);
    // Sent by the worker (the stand-in's timer or this call, whichever claims it first), once.
    await h.processQueue();
    await eventually(async () =>
      h.smtp.messages.find((mail) => NOTICE(mail) && mail.text.includes(marker)),
    );
    await h.processQueue();
    expect(
      h.smtp.messages.filter((mail) => NOTICE(mail) && mail.text.includes(marker)),
    ).toHaveLength(1);
  });

  it("sends the applicant a receipt and a message per status change, to the account's e-mail only", async () => {
    const jobId = await h.publishJob({
      title: 'Distriktsläkare Kvarnby',
      employer_email: 'hr@region-test.example',
    });
    const marker = `Kvitto ${randomUUID()}`;
    const applicationId = await apply(applicant, applicantId, jobId, marker);
    const { error } = await applicant.functions.invoke('send-job-application', {
      body: { jobId, applicationId, applicantEmail: 'forged@evil.example' },
    });
    expect(error).toBeNull();

    const toApplicant: MailFilter = (mail) => mail.envelopeTo.includes(applicantEmail);
    const receipt = await waitForMail(marker, toApplicant);
    expect(receipt.envelopeTo).toEqual([applicantEmail]);
    expect(receipt.subject).toBe('Vi har tagit emot din ansökan: Distriktsläkare Kvarnby');
    expect(receipt.text).toContain('Arbetsgivare: Region Test');
    expect(receipt.text).toContain('Mina ansökningar');
    // Both ways back from the mail, as absolute links in the text and the HTML.
    const jobLink = `${h.config.siteUrl}/jobs/${jobId}`;
    const listLink = `${h.config.siteUrl}/applications`;
    expect(receipt.text).toContain(`Annonsen: ${jobLink}`);
    expect(receipt.text).toContain(`Mina ansökningar: ${listLink}`);
    expect(receipt.html).toContain(`href="${jobLink}"`);
    expect(receipt.html).toContain(`href="${listLink}"`);

    // An admin's change of status (any admin-side update of the column) is told to the applicant.
    const { error: statusError } = await h.service
      .from('job_applications')
      .update({ status: 'accepted' })
      .eq('id', applicationId);
    expect(statusError).toBeNull();
    // It waits out the admin's undo window (15 s) before it is due; made due here at once.
    const { data: waiting } = await h.service
      .from('outgoing_emails')
      .select('id, created_at, next_attempt_at')
      .eq('job_application_id', applicationId)
      .eq('kind', 'application-status')
      .single();
    const delay =
      Date.parse(waiting?.next_attempt_at ?? '') - Date.parse(waiting?.created_at ?? '');
    expect(delay).toBeGreaterThanOrEqual(15_000);
    await h.service
      .from('outgoing_emails')
      .update({ next_attempt_at: new Date().toISOString() })
      .eq('id', waiting?.id ?? '');
    const status = await eventually(async () =>
      h.smtp.messages.find(
        (mail) =>
          toApplicant(mail) && mail.subject.startsWith('Ny status') && mail.text.includes(marker),
      ),
    );
    expect(status.subject).toBe(
      'Ny status för din ansökan: Distriktsläkare Kvarnby (Erbjuden tjänst)',
    );
    expect(status.text).toContain('är nu: Erbjuden tjänst');
    expect(status.text).toContain(`Annonsen: ${jobLink}`);
    expect(status.html).toContain(`href="${listLink}"`);

    // The applicant's own withdrawal sends them nothing (the employer is told, to the job's
    // employer e-mail); the queue is visible to admins as before.
    const { error: withdrawError } = await applicant
      .from('job_applications')
      .update({ status: 'withdrawn' })
      .eq('id', applicationId);
    expect(withdrawError).toBeNull();
    const { data: queued } = await h.service
      .from('outgoing_emails')
      .select('kind, application_status, recipients')
      .eq('job_application_id', applicationId)
      .order('kind');
    expect(queued?.map((row) => [row.kind, row.application_status])).toEqual([
      ['application-notice', null],
      ['application-receipt', null],
      ['application-status', 'accepted'],
      ['application-withdrawn', null],
    ]);
    expect(h.smtp.messages.some((mail) => mail.envelopeTo.includes('forged@evil.example'))).toBe(
      false,
    );
    const sink = (await h.sinkMessages()).filter((mail) => mail.text.includes(marker));
    expect(sink.flatMap((mail) => mail.to)).toContain(applicantEmail);
  });

  it('refuses an application that names its applicant, and any status but withdrawn from the applicant', async () => {
    const jobId = await h.publishJob({ employer_email: null });
    const forged = await applicant.from('job_applications').insert({
      job_id: jobId,
      applicant_id: applicantId,
      applicant_name: 'Någon Annan',
      applicant_email: 'forged@evil.example',
      cover_letter: LETTER,
    } as never);
    expect(forged.error?.code).toBe('42501');

    const applicationId = await apply(applicant, applicantId, jobId, LETTER);
    const accepted = await applicant
      .from('job_applications')
      .update({ status: 'accepted' })
      .eq('id', applicationId)
      .select('id');
    expect(accepted.error?.code).toBe('42501');
    const { data } = await h.service
      .from('job_applications')
      .select('status, applicant_email')
      .eq('id', applicationId)
      .single();
    expect(data).toEqual({ status: 'pending', applicant_email: applicantEmail });
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
    expect(failed).toHaveLength(6);

    await h.smtp.start();
    await eventually(async () => {
      const { data } = await h.service
        .from('outgoing_emails')
        .select('status')
        .in('contact_request_id', ids);
      return data?.every((row) => row.status === 'sent') ? true : undefined;
    });
    await h.processQueue();
    for (const request of requests) {
      mailWith(`${marker} ${request.type}`, TO_PROVIDER);
      mailWith(`${marker} ${request.type}`, COPY);
    }
    const kept = (await h.sinkMessages()).filter((message) => message.text.includes(marker));
    expect(kept).toHaveLength(6);
  });
});
