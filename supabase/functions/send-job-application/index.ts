// Tells the employer about a new application. Only the signed-in applicant may ask, only for their
// own stored application; the e-mail's content and recipient come from the database, never from
// the request (the client's employerEmail is ignored). The documents the applicant chose are
// copied to the application first (_server/application-documents.ts), so the notice can name them.
import * as v from 'valibot';
import { attachDocuments } from '../_server/application-documents.ts';
import { clientAddress, HttpError, json, readJson, serveJson } from '../_server/http.ts';
import { deliverQueuedEmail } from '../_server/queue.ts';
import { callBuckets, enforceRateLimit } from '../_server/rate-limit.ts';
import { BODY_LIMIT_BYTES } from '../_server/settings.ts';
import { requireUser, serviceClient } from '../_server/supabase.ts';
import { fieldErrors, jobApplicationNoticeSchema } from '../_shared/schemas/index.ts';

const UNIQUE_VIOLATION = '23505';

Deno.serve(
  serveJson('send-job-application', async (req) => {
    const user = await requireUser(req);
    await enforceRateLimit(callBuckets('notice', { address: clientAddress(req), userId: user.id }));
    const parsed = v.safeParse(jobApplicationNoticeSchema, await readJson(req, BODY_LIMIT_BYTES));
    if (!parsed.success) {
      throw new HttpError(400, 'Ogiltig förfrågan.', { fields: fieldErrors(parsed.issues) });
    }
    const { jobId, applicationId, documentIds } = parsed.output;

    const db = serviceClient();
    const { data: application, error: readError } = await db
      .from('job_applications')
      .select('id')
      .eq('id', applicationId)
      .eq('job_id', jobId)
      .eq('applicant_id', user.id)
      .maybeSingle();
    if (readError) throw new Error(`reading the application failed: ${readError.message}`);
    if (!application) throw new HttpError(404, 'Ansökan hittades inte.');
    await attachDocuments(applicationId, user.id, documentIds);
    // The employer's link (14 days) is made before the notice that carries it.
    const share = await db
      .from('application_shares')
      .upsert(
        { application_id: applicationId },
        { onConflict: 'application_id', ignoreDuplicates: true },
      );
    if (share.error) throw new Error(`making the employer's link failed: ${share.error.message}`);

    // One notice per application: a repeated call finds it already queued.
    const { error } = await db
      .from('outgoing_emails')
      .insert({ kind: 'application-notice', job_application_id: applicationId });
    if (error && error.code !== UNIQUE_VIOLATION) {
      throw new Error(`queueing the notice failed: ${error.message}`);
    }

    await deliverQueuedEmail({ job_application_id: applicationId });
    return json(200, { ok: true, id: applicationId });
  }),
);
