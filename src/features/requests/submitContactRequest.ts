// The one place a request form leaves the app: the send-contact-email function, reached through
// the offline outbox (src/lib/offline/sync.ts). Offline, the request waits there and is sent when
// the server can be reached again; its idempotencyKey makes every replay count once.
import { CONTACT_REQUEST_TYPE_LABELS, type ContactRequest } from '@shared/schemas';
import type { FieldErrors } from '@/lib/offline/outboxOutcome';
import { submitViaOutbox } from '@/lib/offline/sync';

/** The server refused the request; `fields` holds its Swedish message per form field, if any. */
export class RequestRefused extends Error {
  constructor(
    message: string,
    readonly fields: FieldErrors | undefined,
  ) {
    super(message);
    this.name = 'RequestRefused';
  }
}

export type RequestDelivery =
  /** The server has it. */
  | { status: 'sent' }
  /** Kept in IndexedDB (the outbox) and sent automatically. */
  | { status: 'queued' }
  /** The server asked to wait (429): nothing was kept; the form may try again after the wait. */
  | { status: 'throttled'; retryAfterMs: number }
  /** The server answered with an error: nothing was kept; the form may try again. */
  | { status: 'failed' };

/** Sends a validated request. Throws RequestRefused when the server refused it. */
export async function submitContactRequest(payload: ContactRequest): Promise<RequestDelivery> {
  const result = await submitViaOutbox({
    id: payload.idempotencyKey ?? crypto.randomUUID(),
    kind: 'contact-request',
    summary: `${CONTACT_REQUEST_TYPE_LABELS[payload.type]}: ${payload.companyName}`,
    deliveredNotice: `Din förfrågan (${CONTACT_REQUEST_TYPE_LABELS[payload.type]}) har skickats`,
    payload,
  });
  if (result.status === 'rejected') throw new RequestRefused(result.reason, result.fields);
  return result.status === 'throttled' ? result : { status: result.status };
}
