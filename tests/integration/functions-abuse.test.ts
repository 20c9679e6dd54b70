// What the functions and the stand-in's gateway refuse: no or a forged JWT, unknown functions,
// oversized bodies, line breaks meant for e-mail headers, bursts past the rate limits, and
// the retry worker or the mail sink called without the service-role key.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedJobSeeker } from '../support/accounts';
import {
  applyAs,
  type EmailHarness,
  eventually,
  LETTER,
  startEmailHarness,
} from './email-harness.ts';

const PER_ADDRESS = 4;
const PER_USER = 2;
let h: EmailHarness;

/** A stand-in with this file's small function limits. */
const limitedHarness = () =>
  startEmailHarness({
    FUNCTIONS_RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
    FUNCTIONS_RATE_LIMIT_PER_USER: String(PER_USER),
  });

beforeAll(async () => {
  h = await limitedHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const validRequest = {
  type: 'pricing-request',
  companyName: 'Region Test',
  contactName: 'Anna Berg',
  email: 'anna@example.se',
  phone: '040-123456',
  adType: 'banner',
  message: 'Vad kostar en banner i 30 dagar?',
};

const post = (name: string, headers: Record<string, string>, body: string) =>
  fetch(`${h.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });

describe('the functions gateway', () => {
  it('refuses a call without a JWT or with a forged one (verify_jwt)', async () => {
    const missing = await post('send-contact-email', {}, JSON.stringify(validRequest));
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'UNAUTHORIZED_NO_AUTH_HEADER' });

    const [header, payload] = h.config.anonKey.split('.');
    const forged = await post(
      'send-contact-email',
      { Authorization: `Bearer ${header}.${payload}.forgedsignature` },
      JSON.stringify(validRequest),
    );
    expect(forged.status).toBe(401);
  });

  it('answers 404 for an unknown function and for shared folders', async () => {
    for (const name of ['no-such-function', '_shared', '_server']) {
      const response = await post(name, { Authorization: `Bearer ${h.config.anonKey}` }, '{}');
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('lets only the service role run the e-mail queue or use the mail sink', async () => {
    const queue = await h.anon.functions.invoke('process-email-queue');
    expect(queue.error?.context.status).toBe(403);

    const send = await fetch(`${h.url}/mail/v1/send`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${h.config.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: 'a@b.se', to: 'victim@example.com', subject: 'x', text: 'x' }),
    });
    expect(send.status).toBe(401);
    const cleared = await fetch(`${h.url}/mail/v1/messages`, { method: 'DELETE' });
    expect(cleared.status).toBe(401);
  });
});

describe('send-contact-email input', () => {
  it('refuses line breaks in one-line fields, with the field and a Swedish reason', async () => {
    const { error } = await h.anon.functions.invoke('send-contact-email', {
      body: {
        ...validRequest,
        contactName: 'Anna\r\nBcc: victim@example.com',
        companyName: 'Region\nSubject: spam',
        email: 'anna@example.se\r\nCc: victim@example.com',
      },
    });
    expect(error?.context.status).toBe(400);
    expect(await error?.context.json()).toEqual({
      error: 'Kontrollera uppgifterna i formuläret.',
      fields: {
        companyName: 'Otillåtna tecken (radbrytning eller styrtecken)',
        contactName: 'Otillåtna tecken (radbrytning eller styrtecken)',
        email: 'Ogiltig email',
      },
    });
  });

  it('refuses an oversized body with 413 and stores nothing', async () => {
    const marker = randomUUID();
    const { error } = await h.anon.functions.invoke('send-contact-email', {
      body: { ...validRequest, message: `${marker} ${'x'.repeat(40_000)}` },
    });
    expect(error?.context.status).toBe(413);
    const { data } = await h.service
      .from('contact_requests')
      .select('id')
      .like('message', `${marker}%`);
    expect(data).toEqual([]);
  });
});

// The tests here spend the limits of this process's address (127.0.0.1), from which the other
// describes call too: so a stand-in of their own, and those keep their budget in any order.
describe('rate limits', () => {
  let shared: EmailHarness;

  beforeAll(async () => {
    shared = h;
    h = await limitedHarness();
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    h = shared;
  });

  it('answers 429 in Swedish past the limit per client address', async () => {
    const statuses: number[] = [];
    let refusal: unknown;
    for (let i = 0; i < PER_ADDRESS + 2; i += 1) {
      const { error } = await h.anon.functions.invoke('send-contact-email', { body: validRequest });
      statuses.push(error ? error.context.status : 200);
      if (error && !refusal) refusal = await error.context.json();
    }
    // The other test here may already have used part of the address's allowance.
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(refusal).toMatchObject({
      error: 'För många förfrågningar. Vänta en stund och försök igen.',
    });
  });

  it('checks the application before it spends a notice slot; a limited notice still goes out', async () => {
    const client = h.newClient();
    const seeker = { email: `snabb-${randomUUID()}@example.se`, password: 'hemligt123' };
    const userId = await createConfirmedJobSeeker(
      { url: h.url, serviceRoleKey: h.config.serviceRoleKey },
      { ...seeker, metadata: { full_name: 'Snabb Sökande' } },
    );
    const { error } = await client.auth.signInWithPassword(seeker);
    expect(error).toBeNull();
    const notice = async (body: { jobId: string; applicationId: string }) =>
      (await client.functions.invoke('send-job-application', { body })).error?.context.status ??
      200;

    // Applications that do not exist: 404 every time, and no slot spent.
    const missing: number[] = [];
    for (let i = 0; i < PER_USER * 5; i += 1) {
      missing.push(await notice({ jobId: randomUUID(), applicationId: randomUUID() }));
    }
    expect(missing).toEqual(Array(PER_USER * 5).fill(404));

    const jobId = await h.publishJob();
    const applicationId = await applyAs(
      client,
      userId,
      jobId,
      `Brådskande ${randomUUID()}\n\n${LETTER}`,
    );
    const real: number[] = [];
    for (let i = 0; i < PER_USER + 1; i += 1) real.push(await notice({ jobId, applicationId }));
    expect(real).toEqual([...Array(PER_USER).fill(200), 429]);
    // Sent once, by one of the calls or by the retry worker, whichever claimed it.
    const sent = await eventually(async () => {
      const { data } = await h.service
        .from('outgoing_emails')
        .select('status')
        .eq('job_application_id', applicationId)
        .eq('kind', 'application-notice');
      return data?.[0]?.status === 'sent' ? data : undefined;
    });
    expect(sent).toEqual([{ status: 'sent' }]);
  });
});
