// Stores an employer request (contact-doctor, pricing-request, post-job-request) and e-mails it to
// the provider's inbox. The request and its e-mail are queued together; delivery failures are
// retried later, so the caller gets 200 once the request is stored.
import * as v from 'valibot';
import { clientAddress, HttpError, json, readJson, serveJson } from '../_server/http.ts';
import { deliverQueuedEmail } from '../_server/queue.ts';
import { callBuckets, enforceRateLimit } from '../_server/rate-limit.ts';
import { BODY_LIMIT_BYTES } from '../_server/settings.ts';
import { serviceClient, signedInUserId } from '../_server/supabase.ts';
import { contactRequestSchema, fieldErrors } from '../_shared/schemas/index.ts';

const UNIQUE_VIOLATION = '23505';

function detailsOf(request: v.InferOutput<typeof contactRequestSchema>) {
  switch (request.type) {
    case 'contact-doctor':
      return { doctorType: request.doctorType };
    case 'pricing-request':
      return { adType: request.adType };
    case 'post-job-request':
      return { duration: request.duration, budget: request.budget };
  }
}

Deno.serve(
  serveJson('send-contact-email', async (req) => {
    await enforceRateLimit(
      callBuckets('contact', { address: clientAddress(req), userId: await signedInUserId(req) }),
    );
    const parsed = v.safeParse(contactRequestSchema, await readJson(req, BODY_LIMIT_BYTES));
    if (!parsed.success) {
      throw new HttpError(400, 'Kontrollera uppgifterna i formuläret.', {
        fields: fieldErrors(parsed.issues),
      });
    }
    const request = parsed.output;
    const id = request.idempotencyKey ?? crypto.randomUUID();

    // The insert trigger queues the e-mail in the same statement; a replayed key stores nothing new.
    const { error } = await serviceClient()
      .from('contact_requests')
      .insert({
        id,
        type: request.type,
        company_name: request.companyName,
        contact_name: request.contactName,
        email: request.email,
        phone: request.phone,
        message: request.message,
        details: detailsOf(request),
      });
    if (error && error.code !== UNIQUE_VIOLATION) {
      throw new Error(`storing the contact request failed: ${error.message}`);
    }

    await deliverQueuedEmail({ contact_request_id: id });
    return json(200, { ok: true, id });
  }),
);
