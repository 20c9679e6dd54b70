// Sends one outbox item to Supabase and says what became of it; the page (sync.ts) and the service
// worker (src/sw.ts) both deliver through it, each with its own client. Safe to repeat: the item's
// id is the application's primary key and the contact request's idempotencyKey, so a replay after
// a lost response is recognised by the server as already stored, never stored twice.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json, TablesInsert } from '../database.types';
import type { ApplicationPayload, ContactRequestPayload, OutboxItem } from './db';
import { fileAttachedFiles } from './outboxFiles';
import { type DeliveryOutcome, type FieldErrors, UNREACHABLE_REASON } from './outboxOutcome';

type Client = SupabaseClient<Database>;

/** The database's unique (job_id, applicant_id) answers a second application with 23505. */
export const DUPLICATE_APPLICATION = '23505';
/** The one wording of "already applied", for the form and the outbox alike (spec §8). */
export const ALREADY_APPLIED = 'Du har redan sökt detta jobb';
/** The database's refusal of an application to an ad that has closed (410 Gone). */
export const JOB_CLOSED = 'PT410';
const SERVER_BUSY_REASON = 'Servern svarar inte just nu. Nytt försök görs automatiskt.';
const THROTTLED_REASON = 'Servern tar inte emot fler just nu. Nytt försök görs automatiskt.';

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
  const { job_id, applicant_id, cover_letter, chosen_periods = [] } = payload;
  // Files attached on the device go first, so the application never reaches the employer without them.
  const filed = await fileAttachedFiles(client, applicant_id, payload.files ?? []);
  if (!Array.isArray(filed)) return filed;
  // The applicant's identity and the job's title and employer are filled in by a trigger, which
  // the generated Insert type cannot know: hence the cast.
  const row = {
    id,
    job_id,
    applicant_id,
    cover_letter,
    chosen_periods: chosen_periods.map(({ start, end }): Json => ({ start, end })),
    // Filed by whoever sends the employer's notice, this call or the server's retry worker.
    chosen_document_ids: [...(payload.document_ids ?? []), ...filed],
  } as TablesInsert<'job_applications'>;
  const insert = await client.from('job_applications').insert(row);
  if (insert.error) {
    if (isTransient(insert.status)) return transient(insert.status, null);
    if (insert.error.code !== DUPLICATE_APPLICATION) return applicationRefused(insert.error);
    // 23505 is either our own earlier insert whose response was lost (same id: delivered) or an
    // earlier application to the same job (the (job_id, applicant_id) key: a real refusal).
    const stored = await client.from('job_applications').select('id').eq('id', id).maybeSingle();
    if (stored.error) return transient(stored.status, null);
    if (!stored.data) {
      return {
        kind: 'rejected',
        code: DUPLICATE_APPLICATION,
        reason: `${ALREADY_APPLIED}.`,
        retryable: false,
      };
    }
  }
  return sendApplicationNotice(client, id, job_id);
}

function applicationRefused(error: { code: string; message: string }): DeliveryOutcome {
  const reasons: Record<string, string> = {
    '23503': 'Jobbet finns inte längre.',
    '42501': 'Jobbet går inte längre att söka.',
    [JOB_CLOSED]: 'Annonsen har stängt och tar inte emot ansökningar.',
  };
  // A check the database names in Swedish (no name in the profile, a period not in the ad).
  const reason = error.code === '23514' ? error.message : reasons[error.code];
  return {
    kind: 'rejected',
    code: error.code,
    reason: reason ?? `Ansökan togs inte emot: ${error.message}`,
    // A known refusal stays one; an unexpected one may be worth another try.
    retryable: reason === undefined,
  };
}

/**
 * The employer's notice: the function reads the application itself (with the documents it
 * names), so only the ids travel. It is idempotent per application id, so it is sent again on a
 * replay whose notice may not have gone out; a refusal (4xx) is only logged, as the spec says:
 * the retry worker sends the notice anyway.
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
  const response = responseOf(error);
  if (isTransient(response?.status ?? 0)) {
    return {
      ...(await transient(response?.status ?? 0, response)),
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
  const response = responseOf(error);
  const status = response?.status ?? 0;
  if (isTransient(status)) return transient(status, response);
  const body = await errorBody(response);
  return {
    kind: 'rejected',
    code: String(status),
    reason: body.error ?? 'Förfrågan togs inte emot av servern.',
    retryable: false,
    fields: body.fields,
  };
}

async function transient(status: number, response: Response | null): Promise<DeliveryOutcome> {
  if (status === 429) {
    return {
      kind: 'retry',
      reason: THROTTLED_REASON,
      throttled: true,
      retryAfterMs: await retryAfterMs(response),
    };
  }
  if (status === 0) return { kind: 'retry', reason: UNREACHABLE_REASON };
  if (status === 401) {
    return { kind: 'retry', reason: 'Inloggningen behöver förnyas. Nytt försök görs automatiskt.' };
  }
  return { kind: 'retry', reason: SERVER_BUSY_REASON, serverError: status >= 500 };
}

/**
 * How long a 429 asks to wait: the Retry-After header (seconds) where the browser may read it,
 * else the body's retryAfterSeconds (the functions send both); a minute when neither says.
 */
async function retryAfterMs(response: Response | null): Promise<number> {
  const header = Number(response?.headers.get('Retry-After'));
  const seconds = header > 0 ? header : ((await errorBody(response))?.retryAfterSeconds ?? 60);
  return seconds * 1000;
}

/** The Response behind a functions-js error; null when the request never got an answer. */
function responseOf(error: unknown): Response | null {
  const context = (error as { context?: unknown }).context;
  return context instanceof Response ? context : null;
}

/** The Swedish `error` text and per-field messages a function answers a refusal with. */
async function errorBody(response: Response | null): Promise<ErrorBody> {
  if (!response) return {};
  try {
    const body = (await response.clone().json()) as Record<string, unknown>;
    return {
      error: typeof body.error === 'string' ? body.error : undefined,
      fields:
        body.fields && typeof body.fields === 'object' ? (body.fields as FieldErrors) : undefined,
      retryAfterSeconds:
        typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : undefined,
    };
  } catch {
    return {};
  }
}

interface ErrorBody {
  error?: string;
  fields?: FieldErrors;
  retryAfterSeconds?: number;
}
