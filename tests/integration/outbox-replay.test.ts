// Replay safety of the outbox (src/lib/offline/outboxDelivery.ts) against the real stand-in: the same item
// delivered again and again, with the answer lost after the server committed, is stored once and
// e-mailed once; a real refusal is reported as such.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types';
import type { OutboxItem } from '../../src/lib/offline/db';
import { deliverOutboxItem } from '../../src/lib/offline/outboxDelivery';
import { type StandIn, startStandIn } from '../support/standin';

type Client = SupabaseClient<Database>;

let standIn: StandIn;
let admin: Client;

/**
 * A fetch whose answers can be lost: the request reaches the server and is committed, then the
 * caller sees a network failure, as when a phone drops off the network mid-request.
 */
function lossyFetch() {
  /** `lose`: how many more answers to drop, for URLs containing `losePath`. */
  const state = { lose: 0, losePath: '', offline: false };
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const isApiCall = url.includes('/rest/v1/') || url.includes('/functions/v1/');
    if (isApiCall && state.offline) throw new TypeError('fetch failed');
    const response = await fetch(input, init);
    if (state.lose > 0 && url.includes(state.losePath)) {
      state.lose -= 1;
      await response.arrayBuffer();
      throw new TypeError('fetch failed');
    }
    return response;
  };
  const loseNextAnswer = (count: number, path: string) => {
    state.lose = count;
    state.losePath = path;
  };
  return { state, fetchImpl, loseNextAnswer };
}

function clientWith(fetchImpl: typeof fetch, key = standIn.anonKey): Client {
  return createClient<Database>(standIn.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchImpl },
  });
}

interface SinkMessage {
  to: string | string[];
  subject: string;
  text?: string;
}

async function mailContaining(marker: string): Promise<SinkMessage[]> {
  const response = await fetch(`${standIn.url}/mail/v1/messages`, {
    headers: { apikey: standIn.serviceRoleKey, Authorization: `Bearer ${standIn.serviceRoleKey}` },
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as SinkMessage[] | { messages: SinkMessage[] };
  const messages = Array.isArray(body) ? body : body.messages;
  return messages.filter((message) => JSON.stringify(message).includes(marker));
}

/** Mail is sent after the request is stored, possibly by a retry worker: wait for it. */
async function eventuallyMail(marker: string, count: number): Promise<SinkMessage[]> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const found = await mailContaining(marker);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return mailContaining(marker);
}

async function signedInJobSeeker(fetchImpl: typeof fetch) {
  const client = clientWith(fetchImpl);
  const email = `outbox-${randomUUID()}@example.se`;
  const { data, error } = await client.auth.signUp({
    email,
    password: 'Hemligt123!',
    options: { data: { full_name: 'Outbox Testsson', phone: '0701234567', profession: 'läkare' } },
  });
  expect(error).toBeNull();
  const userId = data.user?.id;
  if (!userId) throw new Error('sign-up returned no user');
  return { client, email, userId };
}

async function publishedJob(client: Client) {
  const { data, error } = await client
    .from('jobs')
    .select('id, title, employer_name')
    .eq('status', 'published')
    .limit(1)
    .single();
  expect(error).toBeNull();
  if (!data) throw new Error('no published job in the seed');
  return data;
}

function applicationItem(
  jobSeeker: { email: string; userId: string },
  job: { id: string; title: string; employer_name: string },
  coverLetter: string,
): OutboxItem {
  return {
    id: randomUUID(),
    kind: 'application',
    state: 'waiting',
    attempts: 0,
    lastError: null,
    createdAt: new Date().toISOString(),
    nextAttemptAt: null,
    summary: `Ansökan: ${job.title}`,
    payload: { job_id: job.id, applicant_id: jobSeeker.userId, cover_letter: coverLetter },
  };
}

function contactItem(marker: string, email = 'anna@vardcentralen.se'): OutboxItem {
  return {
    id: randomUUID(),
    kind: 'contact-request',
    state: 'waiting',
    attempts: 0,
    lastError: null,
    createdAt: new Date().toISOString(),
    nextAttemptAt: null,
    summary: 'Förfrågan: Söker en läkare',
    payload: {
      type: 'contact-doctor',
      companyName: `Vårdcentralen ${marker}`,
      contactName: 'Anna Andersson',
      email,
      phone: '08-123 456',
      doctorType: 'Specialist i allmänmedicin',
      message: `Vi söker en läkare till hösten. Referens ${marker}.`,
    },
  };
}

beforeAll(async () => {
  standIn = await startStandIn();
  admin = createClient<Database>(standIn.url, standIn.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
});

afterAll(async () => {
  await standIn?.stop();
});

describe('outbox replay of an application', () => {
  it('stores one application and one notice when the answer is lost twice after the commit', async () => {
    const network = lossyFetch();
    const jobSeeker = await signedInJobSeeker(network.fetchImpl);
    const job = await publishedJob(jobSeeker.client);
    const marker = randomUUID();
    const item = applicationItem(jobSeeker, job, `Personligt brev ${marker}`);

    network.loseNextAnswer(1, '/rest/v1/job_applications'); // committed, answer lost
    expect((await deliverOutboxItem(jobSeeker.client, item)).kind).toBe('retry');
    // The replay finds its own row (23505 on the id) and sends the notice, whose answer is lost.
    network.loseNextAnswer(1, '/functions/v1/send-job-application');
    expect((await deliverOutboxItem(jobSeeker.client, item)).kind).toBe('retry');
    expect(await deliverOutboxItem(jobSeeker.client, item)).toEqual({ kind: 'delivered' });

    const rows = await admin
      .from('job_applications')
      .select('id, cover_letter, status')
      .eq('applicant_id', jobSeeker.userId);
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([
      { id: item.id, cover_letter: `Personligt brev ${marker}`, status: 'pending' },
    ]);
    // One notice to the employer and one receipt to the applicant (it quotes the same letter).
    const mails = await eventuallyMail(marker, 2);
    expect(mails.map((mail) => mail.subject.split(':')[0]).sort()).toEqual([
      'Ny ansökan',
      'Vi har tagit emot din ansökan',
    ]);
  });

  it('refuses a second application to the same job as a duplicate, not as delivered', async () => {
    const network = lossyFetch();
    const jobSeeker = await signedInJobSeeker(network.fetchImpl);
    const job = await publishedJob(jobSeeker.client);
    const first = applicationItem(jobSeeker, job, 'Första ansökan till tjänsten.');
    const second = applicationItem(jobSeeker, job, 'Andra ansökan till samma tjänst.');

    expect(await deliverOutboxItem(jobSeeker.client, first)).toEqual({ kind: 'delivered' });
    expect(await deliverOutboxItem(jobSeeker.client, second)).toEqual({
      kind: 'rejected',
      code: '23505',
      reason: 'Du har redan sökt detta jobb.',
    });
    const rows = await admin
      .from('job_applications')
      .select('id')
      .eq('job_id', job.id)
      .eq('applicant_id', jobSeeker.userId);
    expect(rows.data).toEqual([{ id: first.id }]);
  });

  it('keeps an application waiting while offline or signed out, and sends nothing', async () => {
    const network = lossyFetch();
    const jobSeeker = await signedInJobSeeker(network.fetchImpl);
    const job = await publishedJob(jobSeeker.client);
    const item = applicationItem(jobSeeker, job, 'Skrivet utan uppkoppling.');

    network.state.offline = true;
    expect(await deliverOutboxItem(jobSeeker.client, item)).toMatchObject({ kind: 'retry' });
    network.state.offline = false;
    await jobSeeker.client.auth.signOut();
    expect(await deliverOutboxItem(jobSeeker.client, item)).toMatchObject({
      kind: 'retry',
      reason: expect.stringContaining('Logga in'),
    });
    const rows = await admin.from('job_applications').select('id').eq('id', item.id);
    expect(rows.data).toEqual([]);
  });
});

describe('outbox replay of a contact request', () => {
  it('stores one request and sends one e-mail when the answer is lost twice after the commit', async () => {
    const network = lossyFetch();
    const client = clientWith(network.fetchImpl);
    const marker = randomUUID();
    const item = contactItem(marker);

    network.loseNextAnswer(2, '/functions/v1/send-contact-email');
    expect((await deliverOutboxItem(client, item)).kind).toBe('retry');
    expect((await deliverOutboxItem(client, item)).kind).toBe('retry');
    expect(await deliverOutboxItem(client, item)).toEqual({ kind: 'delivered' });

    const rows = await admin
      .from('contact_requests')
      .select('id, type, company_name')
      .eq('id', item.id);
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([
      { id: item.id, type: 'contact-doctor', company_name: `Vårdcentralen ${marker}` },
    ]);
    expect(await eventuallyMail(marker, 1)).toHaveLength(1);
  });

  it('reports a refused request with the server’s Swedish reason and stores nothing', async () => {
    const client = clientWith(fetch);
    const item = contactItem(randomUUID(), 'inte-en-adress');

    const outcome = await deliverOutboxItem(client, item);
    expect(outcome).toMatchObject({ kind: 'rejected', code: '400' });
    expect(outcome.kind === 'rejected' && outcome.reason.length > 0).toBe(true);
    const rows = await admin.from('contact_requests').select('id').eq('id', item.id);
    expect(rows.data).toEqual([]);
  });
});
