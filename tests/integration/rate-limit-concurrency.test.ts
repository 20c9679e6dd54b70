// The e-mail functions' rate limits under concurrency: simultaneous calls cannot all
// see room in a bucket, a caller cannot pick its own address with forwarding headers, the
// per-user limit holds across addresses, and many addresses together lock no one else out
//. Calls come from different loopback addresses (127.0.0.x), which the stand-in's
// gateway reports as the client address, as Cloudflare does on hosted Supabase.

import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedJobSeeker } from '../support/accounts';
import { type EmailHarness, startEmailHarness } from './email-harness.ts';

const PER_ADDRESS = 10;
const PER_USER = 3;
let h: EmailHarness;

beforeAll(async () => {
  h = await startEmailHarness({
    FUNCTIONS_RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
    FUNCTIONS_RATE_LIMIT_PER_USER: String(PER_USER),
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: Record<string, unknown>;
}

/** POSTs send-contact-email from `localAddress`, so the stand-in sees that client address. */
function sendContact(
  localAddress: string,
  marker: string,
  headers: Record<string, string> = {},
  token = h.config.anonKey,
): Promise<Answer> {
  const body = JSON.stringify({
    type: 'pricing-request',
    companyName: 'Region Test',
    contactName: 'Anna Berg',
    email: 'anna@example.se',
    phone: '040-123456',
    adType: 'banner',
    message: `${marker} Vad kostar en banner?`,
    idempotencyKey: randomUUID(),
  });
  const url = new URL(`${h.url}/functions/v1/send-contact-email`);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Authorization: `Bearer ${token}`,
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function storedRequests(marker: string): Promise<number> {
  const { count, error } = await h.service
    .from('contact_requests')
    .select('id', { count: 'exact', head: true })
    .like('message', `${marker}%`);
  expect(error).toBeNull();
  return count ?? 0;
}

async function sentEmails(marker: string): Promise<number> {
  return (await h.sinkMessages()).filter((message) => message.text.includes(marker)).length;
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).sort();

describe('rate limits under concurrency', () => {
  it('accepts exactly the limit of 50 simultaneous calls from one address', async () => {
    const marker = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => sendContact('127.0.0.1', marker)),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(PER_ADDRESS);
    expect(refused).toHaveLength(50 - PER_ADDRESS);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({
        error: 'För många förfrågningar. Vänta en stund och försök igen.',
        retryAfterSeconds: Number(answer.retryAfter),
      });
    }
    expect(await storedRequests(marker)).toBe(PER_ADDRESS);
    // Each accepted request: the provider's e-mail and the employer's copy.
    expect(await sentEmails(marker)).toBe(2 * PER_ADDRESS);
  }, 60_000);

  it('ignores the address a caller writes into forwarding headers', async () => {
    // An address of its own whose allowance this test spends, not one another test spent.
    const address = '127.0.1.1';
    const spending = randomUUID();
    const spent: Answer[] = [];
    for (let i = 0; i < PER_ADDRESS; i++) spent.push(await sendContact(address, spending));
    expect(statuses(spent)).toEqual(Array(PER_ADDRESS).fill(200));
    const marker = randomUUID();
    const answer = await sendContact(address, marker, {
      'cf-connecting-ip': '203.0.113.7',
      'x-forwarded-for': '203.0.113.8',
      'x-real-ip': '203.0.113.9',
    });
    expect(answer.status).toBe(429);
    expect(await storedRequests(marker)).toBe(0);
  });

  it('limits a signed-in user whatever address they call from', async () => {
    const client = h.newClient();
    const seeker = { email: `snabb-${randomUUID()}@example.se`, password: 'hemligt123' };
    await createConfirmedJobSeeker({ url: h.url, serviceRoleKey: h.config.serviceRoleKey }, seeker);
    const { data, error } = await client.auth.signInWithPassword(seeker);
    expect(error).toBeNull();
    const token = data.session?.access_token ?? '';
    const marker = randomUUID();
    const answers = await Promise.all(
      ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'].map((address) =>
        sendContact(address, marker, {}, token),
      ),
    );
    expect(statuses(answers)).toEqual([200, 200, 200, 429, 429]);
    expect(await storedRequests(marker)).toBe(PER_USER);
  }, 30_000);

  it('refuses no new visitor after 500 calls from 50 addresses (no global ceiling)', async () => {
    const marker = randomUUID();
    const addresses = Array.from({ length: 50 }, (_, i) => `127.0.2.${i + 1}`);
    const answers: Answer[] = [];
    // Ten waves of one call per address, so the machine is not asked for 500 at once.
    for (let wave = 0; wave < PER_ADDRESS; wave++) {
      answers.push(
        ...(await Promise.all(addresses.map((address) => sendContact(address, marker)))),
      );
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(500);
    const visitor = await sendContact('127.0.3.1', marker);
    expect(visitor.status).toBe(200);
    expect(visitor.retryAfter).toBeUndefined();
    expect(await storedRequests(marker)).toBe(501);
  }, 240_000);
});
