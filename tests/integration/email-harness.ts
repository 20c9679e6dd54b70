// Starts a stand-in in this process (PGlite in a temporary folder, a free port) whose mail sink
// relays to a real SMTP server on loopback, for the e-mail and function tests.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { loadConfig, type StandInConfig } from '../../supabase/local/config.ts';
import { startServer } from '../../supabase/local/server.ts';
import { createConfirmedJobSeeker } from '../support/accounts';
import { publishTestJob } from '../support/jobs.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

export interface EmailHarness {
  url: string;
  config: StandInConfig;
  smtp: SmtpSink;
  /** A visitor: the anon key, no session. */
  anon: SupabaseClient;
  service: SupabaseClient;
  newClient(): SupabaseClient;
  /** Inserts a published job with the service role; `fields` override the test defaults. */
  publishJob(fields?: Record<string, unknown>): Promise<string>;
  /** Runs the retry worker once, as the stand-in's timer does. */
  processQueue(): Promise<void>;
  /** The messages the stand-in's own mail sink kept. */
  sinkMessages(): Promise<
    {
      id: string;
      to: string[];
      subject: string;
      text: string;
      html: string;
      headers?: Record<string, string>;
    }[]
  >;
  close(): Promise<void>;
}

const noSession = { auth: { persistSession: false, autoRefreshToken: false } };

/**
 * With TEST_DATABASE_URL (PostgreSQL), a database of its own, so counters such as the rate
 * limits start empty; dropped again by the returned function. Without it, PGlite in `dataDir`.
 */
async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: '', drop: async () => {} };
  const name = `email_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** `functionEnv`: secrets the stand-in hands the functions (rate limits, retry delays). */
export async function startEmailHarness(
  functionEnv: Record<string, string> = {},
): Promise<EmailHarness> {
  const smtp = await startSmtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'lakarjobb-email-'));
  Object.assign(process.env, {
    // Retries become due at once, so a test waits for the worker rather than for a backoff.
    EMAIL_RETRY_BASE_SECONDS: '0',
    FUNCTIONS_RATE_LIMIT_PER_ADDRESS: '1000',
    FUNCTIONS_RATE_LIMIT_PER_USER: '1000',
    RATE_LIMIT_EMAIL_PER_ADDRESS: '1000',
    STANDIN_EMAIL_QUEUE_INTERVAL_MS: '300',
    ...functionEnv,
  });
  const database = await ownDatabase();
  const config = await loadConfig(
    { ...process.env, SMTP_URL: smtp.url, DATABASE_URL: database.url },
    { port: 0, dataDir },
  );
  const standIn = await startServer(config);
  const newClient = () => createClient(standIn.url, config.anonKey, noSession);
  const service = createClient(standIn.url, config.serviceRoleKey, noSession);
  return {
    url: standIn.url,
    config,
    smtp,
    anon: newClient(),
    service,
    newClient,
    publishJob: (fields = {}) => publishTestJob(service, fields),
    async processQueue() {
      const { error } = await service.functions.invoke('process-email-queue');
      if (error) throw error;
    },
    async sinkMessages() {
      const response = await fetch(`${standIn.url}/mail/v1/messages`);
      return (
        (await response.json()) as { messages: Awaited<ReturnType<EmailHarness['sinkMessages']>> }
      ).messages;
    },
    async close() {
      await standIn.close();
      await smtp.stop();
      await database.drop();
      // Retried: a CI run once met ENOTEMPTY here, a file written in the folder while it was
      // removed. The stand-in's close now awaits the Deno host's exit, but a request cut off at
      // close can still finish writing its message to <dataDir>/mail; which one it was is unknown.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** Polls `check` until it returns a value, for state reached through the background worker. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs the retry worker and waits until the application's notice to the employer is sent (by
 * this run or the stand-in's own timer, whichever claims it).
 */
export async function workerSendsNotice(
  service: SupabaseClient,
  applicationId: string,
): Promise<void> {
  const worker = await service.functions.invoke('process-email-queue');
  if (worker.error) throw worker.error;
  await eventually(async () => {
    const { data } = await service
      .from('outgoing_emails')
      .select('status')
      .eq('job_application_id', applicationId)
      .eq('kind', 'application-notice')
      .single();
    return data?.status === 'sent' ? data : undefined;
  });
}

export interface SignedInJobSeeker {
  client: SupabaseClient;
  id: string;
  email: string;
  password: string;
}

/**
 * A new, confirmed job seeker (made through Auth's admin API, as with e-mail confirmation on a
 * sign-up gives no session; the sign-up trigger makes the profile), signed in on a client of
 * their own.
 */
export async function signUpJobSeeker(
  h: EmailHarness,
  fullName = 'Erik Läkare',
): Promise<SignedInJobSeeker> {
  const client = h.newClient();
  const email = `sokande-${randomUUID()}@example.se`;
  const password = 'hemligt123';
  const id = await createConfirmedJobSeeker(
    { url: h.url, serviceRoleKey: h.config.serviceRoleKey },
    { email, password, metadata: { full_name: fullName, profession: 'läkare' } },
  );
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, id, email, password };
}

/** An application as the app's outbox inserts it: the database fills in who applied. */
/** A cover letter as a doctor writes one: past the database's minimum length. */
export const LETTER = 'Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.';

export async function applyAs(
  client: SupabaseClient,
  userId: string,
  jobId: string,
  letter: string,
): Promise<string> {
  const id = randomUUID();
  const { error } = await client
    .from('job_applications')
    .insert({ id, job_id: jobId, applicant_id: userId, cover_letter: letter });
  if (error) throw error;
  return id;
}
