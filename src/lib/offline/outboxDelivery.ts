// Sends one outbox item to Supabase and says what became of it. Safe to repeat: the item's id is
// the application's primary key and the contact request's idempotencyKey, so a replay after a lost
// response is recognised by the server as already stored, never stored twice.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, TablesInsert } from '../database.types';
import type { ApplicationPayload, ContactRequestPayload, OutboxItem } from './db';

export type DeliveryOutcome =
  | { kind: 'delivered' }
  /**
   * Network failure, 5xx, rate limit, missing session: try again later. `accepted`: the server
   * already has the record itself and only a follow-up (the employer's notice) is still to go.
   */
  | { kind: 'retry'; reason: string; accepted?: boolean }
  /** The server refused the item for good (4xx); `code` is the SQLSTATE or HTTP status. */
  | { kind: 'rejected'; reason: string; code: string };

type Client = SupabaseClient<Database>;

const OFFLINE_REASON = 'Ingen anslutning till servern. Skickas automatiskt senare.';
const SERVER_BUSY_REASON = 'Servern svarar inte just nu. Nytt försök görs automatiskt.';

/** Statuses worth retrying: none (network), timeout, expired token, rate limit, server errors. */
function isTransient(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

export async function deliverOutboxItem(
  client: Client,
  item: OutboxItem,
): Promise<DeliveryOutcome> {
  return item.kind === 'application'
    ? deliverApplication(client, item.id, item.payload)
    : deliverContactRequest(client, item.id, item.payload);
}

async function deliverApplication(
  client: Client,
  id: string,
  payload: ApplicationPayload,
): Promise<DeliveryOutcome> {
  // getSession refreshes an expired access token first, so a replay days later still authenticates.
  const { data: auth } = await client.auth.getSession();
  if (auth.session?.user.id !== payload.applicant_id) {
    return {
      kind: 'retry',
      reason: 'Logga in igen med kontot som skrev ansökan för att skicka den.',
    };
  }
  const { job_id, applicant_id, cover_letter } = payload;
  // The applicant's identity and the job's title and employer are filled in by a trigger, which
  // the generated Insert type cannot know: hence the cast.
  const row = { id, job_id, applicant_id, cover_letter } as TablesInsert<'job_applications'>;
  const insert = await client.from('job_applications').insert(row);
  if (insert.error) {
    if (isTransient(insert.status))
      return { kind: 'retry', reason: transientReason(insert.status) };
    if (insert.error.code !== '23505') return applicationRefused(insert.error);
    // 23505 is either our own earlier insert whose response was lost (same id: delivered) or an
    // earlier application to the same job (the (job_id, applicant_id) key: a real refusal).
    const stored = await client.from('job_applications').select('id').eq('id', id).maybeSingle();
    if (stored.error) return { kind: 'retry', reason: transientReason(stored.status) };
    if (!stored.data) {
      return { kind: 'rejected', code: '23505', reason: 'Du har redan sökt detta jobb.' };
    }
  }
  return sendApplicationNotice(client, id, job_id);
}

function applicationRefused(error: { code: string; message: string }): DeliveryOutcome {
  const reasons: Record<string, string> = {
    '23503': 'Jobbet finns inte längre.',
    '42501': 'Jobbet går inte längre att söka.',
    '23514': 'Fyll i ditt namn i Min profil innan du ansöker.',
  };
  return {
    kind: 'rejected',
    code: error.code,
    reason: reasons[error.code] ?? `Ansökan togs inte emot: ${error.message}`,
  };
}

/**
 * The employer's notice. The function is idempotent per application id, so it is sent again on a
 * replay whose notice may not have gone out; a refusal (4xx) is only logged, as the spec says.
 */
async function sendApplicationNotice(
  client: Client,
  applicationId: string,
  jobId: string,
): Promise<DeliveryOutcome> {
  const { error } = await client.functions.invoke('send-job-application', {
    body: { applicationId, jobId },
  });
  if (!error) return { kind: 'delivered' };
  const status = functionStatus(error);
  if (isTransient(status)) {
    return {
      kind: 'retry',
      accepted: true,
      reason: 'Ansökan är mottagen. Meddelandet till arbetsgivaren skickas automatiskt senare.',
    };
  }
  console.error('send-job-application refused the notice', applicationId, error);
  return { kind: 'delivered' };
}

async function deliverContactRequest(
  client: Client,
  id: string,
  payload: ContactRequestPayload,
): Promise<DeliveryOutcome> {
  const { error } = await client.functions.invoke('send-contact-email', {
    body: { ...payload, idempotencyKey: id },
  });
  if (!error) return { kind: 'delivered' };
  const status = functionStatus(error);
  if (isTransient(status)) return { kind: 'retry', reason: transientReason(status) };
  return {
    kind: 'rejected',
    code: String(status),
    reason: (await functionErrorMessage(error)) ?? 'Förfrågan togs inte emot av servern.',
  };
}

function transientReason(status: number): string {
  if (status === 0) return OFFLINE_REASON;
  if (status === 401) return 'Inloggningen behöver förnyas. Nytt försök görs automatiskt.';
  return SERVER_BUSY_REASON;
}

/** The HTTP status behind a functions-js error; 0 when the request never got an answer. */
function functionStatus(error: unknown): number {
  const context = (error as { context?: unknown }).context;
  return context instanceof Response ? context.status : 0;
}

/** The Swedish `error` text a function answers a refusal with, when it has one. */
async function functionErrorMessage(error: unknown): Promise<string | null> {
  const context = (error as { context?: unknown }).context;
  if (!(context instanceof Response)) return null;
  try {
    const body = (await context.clone().json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}
