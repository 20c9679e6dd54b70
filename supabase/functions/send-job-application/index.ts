// Asks for the employer's notice of a new application to go out now. The database queued it, with
// the employer's link to the application, in the statement that stored the application (like the
// applicant's receipt); sending it files the documents the application names first
// (_server/application-documents.ts), whether it goes from here or from the retry worker; an app
// installed before the application named them names them in this call instead. A
// refusal here (a rate limit) leaves the notice to the retry worker but never loses it. Only the
// signed-in applicant may ask, for their own stored application, and that is checked before a
// rate-limit slot is spent. Content and recipient come from the database, never the request.
import * as v from 'valibot';
import { addChosenDocuments } from '../_server/application-documents.ts';
import { clientAddress, HttpError, json, readJson, serveJson } from '../_server/http.ts';
import { deliverQueuedEmail } from '../_server/queue.ts';
import { callBuckets, enforceRateLimit } from '../_server/rate-limit.ts';
import { BODY_LIMIT_BYTES } from '../_server/settings.ts';
import { requireUser, serviceClient } from '../_server/supabase.ts';
import { fieldErrors, jobApplicationNoticeSchema } from '../_shared/schemas/index.ts';

Deno.serve(
  serveJson('send-job-application', async (req) => {
    const user = await requireUser(req);
    const parsed = v.safeParse(jobApplicationNoticeSchema, await readJson(req, BODY_LIMIT_BYTES));
    if (!parsed.success) {
      throw new HttpError(400, 'Ogiltig förfrågan.', { fields: fieldErrors(parsed.issues) });
    }
    const { jobId, applicationId, documentIds } = parsed.output;

    const { data: application, error: readError } = await serviceClient()
      .from('job_applications')
      .select('id, chosen_document_ids')
      .eq('id', applicationId)
      .eq('job_id', jobId)
      .eq('applicant_id', user.id)
      .maybeSingle();
    if (readError) throw new Error(`reading the application failed: ${readError.message}`);
    if (!application) throw new HttpError(404, 'Ansökan hittades inte.');
    // Before the limit: a refused call must not lose the documents an older app names here.
    await addChosenDocuments(applicationId, application.chosen_document_ids, documentIds);

    await enforceRateLimit(callBuckets('notice', { address: clientAddress(req), userId: user.id }));
    await deliverQueuedEmail({ job_application_id: applicationId });
    return json(200, { ok: true, id: applicationId });
  }),
);
