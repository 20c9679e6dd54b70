// The one place a request form leaves the app: the send-contact-email function, reached through
// the offline outbox (src/lib/offline/sync.ts). Offline, the request waits there and is sent when the
// browser is online again; its idempotencyKey makes every replay count once.
import { CONTACT_REQUEST_TYPE_LABELS, type ContactRequest } from '@shared/schemas';
import { submitViaOutbox } from '@/lib/offline/sync';

/**
 * Sends a validated request: 'sent' when the server has it, 'queued' when it waits in the outbox.
 * Throws when the server refused it.
 */
export async function submitContactRequest(payload: ContactRequest): Promise<'sent' | 'queued'> {
  const result = await submitViaOutbox({
    id: payload.idempotencyKey ?? crypto.randomUUID(),
    kind: 'contact-request',
    summary: `${CONTACT_REQUEST_TYPE_LABELS[payload.type]}: ${payload.companyName}`,
    payload,
  });
  if (result.status === 'rejected') throw new Error(result.reason);
  return result.status;
}
