// Shared by the outbox replay tests (page path and service-worker path): the stand-in, a network
// whose answers can be lost after the server committed, signed-in job seekers, outbox items and
// the mail sink.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/lib/database.types';
import type { OutboxItem } from '../../src/lib/offline/db';
import { createConfirmedJobSeeker } from '../support/accounts';
import { type StandIn, startStandIn } from '../support/standin';

export type Client = SupabaseClient<Database>;

let standIn: StandIn;
let admin: Client;

/**
 * Starts the test file's stand-in before its tests (and stops it after them), and points the
 * helpers at it. `admin` is a service-role client, to look at what was stored.
 */
export function setUpOutboxStandIn(): { readonly standIn: StandIn; readonly admin: Client } {
  beforeAll(async () => {
    standIn = await startStandIn();
    admin = createClient<Database>(standIn.url, standIn.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
  });
  afterAll(async () => {
    await standIn?.stop();
  });
  return {
    get standIn() {
      return standIn;
    },
    get admin() {
      return admin;
    },
  };
}

/**
 * A fetch whose answers can be lost: the request reaches the server and is committed, then the
 * caller sees a network failure, as when a phone drops off the network mid-request.
 */
export function lossyFetch() {
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

export function clientWith(fetchImpl: typeof fetch, key = standIn.anonKey): Client {
  return createClient<Database>(standIn.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchImpl },
  });
}

export interface SinkMessage {
  to: string | string[];
  subject: string;
  text?: string;
}

export async function mailContaining(marker: string): Promise<SinkMessage[]> {
  const response = await fetch(`${standIn.url}/mail/v1/messages`, {
    headers: { apikey: standIn.serviceRoleKey, Authorization: `Bearer ${standIn.serviceRoleKey}` },
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as SinkMessage[] | { messages: SinkMessage[] };
  const messages = Array.isArray(body) ? body : body.messages;
  return messages.filter((message) => JSON.stringify(message).includes(marker));
}

/** Mail is sent after the request is stored, possibly by a retry worker: wait for it. */
export async function eventuallyMail(marker: string, count: number): Promise<SinkMessage[]> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const found = await mailContaining(marker);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return mailContaining(marker);
}

/**
 * What each mail is, by its subject's first words, sorted: an application gives the employer's
 * notice ("Ny ansökan") and the applicant's receipt ("Vi har tagit emot din ansökan"), both
 * quoting the letter.
 */
export const mailKinds = (mails: SinkMessage[]) =>
  mails.map((mail) => mail.subject.split(/[:(]/)[0]?.trim()).sort();

export const APPLICATION_MAILS = ['Ny ansökan', 'Vi har tagit emot din ansökan'];
/** A request's e-mail to the provider and the employer's copy. */
export const CONTACT_REQUEST_MAILS = ['Ny förfrågan', 'Vi har tagit emot er förfrågan'];

export async function signedInJobSeeker(fetchImpl: typeof fetch) {
  const client = clientWith(fetchImpl);
  const email = `outbox-${randomUUID()}@example.se`;
  const password = 'Hemligt123!';
  const userId = await createConfirmedJobSeeker(standIn, {
    email,
    password,
    metadata: { full_name: 'Outbox Testsson', phone: '0701234567', profession: 'läkare' },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, email, userId };
}

export async function publishedJob(client: Client) {
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

export function applicationItem(
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
    deliveredNotice: `Din ansökan till ${job.employer_name} har skickats`,
    payload: {
      job_id: job.id,
      applicant_id: jobSeeker.userId,
      cover_letter: coverLetter,
    },
  };
}

export function contactItem(marker: string, email = 'anna@vardcentralen.se'): OutboxItem {
  return {
    id: randomUUID(),
    kind: 'contact-request',
    state: 'waiting',
    attempts: 0,
    lastError: null,
    createdAt: new Date().toISOString(),
    nextAttemptAt: null,
    summary: 'Förfrågan: Söker en läkare',
    deliveredNotice: 'Din förfrågan (Söker en läkare) har skickats',
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
