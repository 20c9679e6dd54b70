// Copies the documents a doctor chose to their application's own folder and records them
// (application_documents), so the application keeps what was sent whatever becomes of the
// profile document. The application names them (job_applications.chosen_document_ids), and
// whoever sends the employer's notice files them first, so the notice names them. Idempotent: a
// replayed call finds the copies made. Once the notice has gone out the database refuses new
// rows (what was sent stays what the link shows): 409.
import { MAX_APPLICATION_DOCUMENTS, TOO_MANY_DOCUMENTS } from '../_shared/schemas/index.ts';
import { DOCUMENTS_BUCKET } from './documents.ts';
import { HttpError } from './http.ts';
import { serviceClient } from './supabase.ts';

const UNIQUE_VIOLATION = '23505';
const REFUSED = '42501';

async function attachDocuments(
  applicationId: string,
  applicantId: string,
  documentIds: string[],
): Promise<number> {
  if (documentIds.length === 0) return 0;
  const db = serviceClient();
  const { data: documents, error } = await db
    .from('profile_documents')
    .select('id, kind, file_name, mime_type, size_bytes')
    .eq('user_id', applicantId)
    .in('id', documentIds);
  if (error) throw new Error(`reading the documents failed: ${error.message}`);
  const { data: done } = await db
    .from('application_documents')
    .select('document_id')
    .eq('application_id', applicationId);
  const attached = new Set((done ?? []).map((row) => row.document_id as string));
  for (const document of documents) {
    if (attached.has(document.id)) continue;
    const objectPath = `${applicantId}/applications/${applicationId}/${document.id}`;
    const copy = await db.storage
      .from(DOCUMENTS_BUCKET)
      .copy(`${applicantId}/${document.id}`, objectPath);
    // A copy made by an earlier attempt whose row was not written: the object is there already.
    if (copy.error && (copy.error as { statusCode?: string }).statusCode !== '409') {
      throw new Error(`copying ${document.id} failed: ${copy.error.message}`);
    }
    const { error: insertError } = await db.from('application_documents').insert({
      application_id: applicationId,
      document_id: document.id,
      kind: document.kind,
      file_name: document.file_name,
      mime_type: document.mime_type,
      size_bytes: document.size_bytes,
      object_path: objectPath,
    });
    if (insertError?.code === REFUSED) {
      await db.storage.from(DOCUMENTS_BUCKET).remove([objectPath]);
      throw new HttpError(409, insertError.message);
    }
    if (insertError && insertError.code !== UNIQUE_VIOLATION) {
      throw new Error(`recording ${document.id} failed: ${insertError.message}`);
    }
  }
  return documents.length;
}

/** Files the documents the application names; run before its notice to the employer is sent. */
export async function attachChosenDocuments(applicationId: string): Promise<void> {
  const { data: application, error } = await serviceClient()
    .from('job_applications')
    .select('applicant_id, chosen_document_ids')
    .eq('id', applicationId)
    .maybeSingle();
  if (error) throw new Error(`reading the application failed: ${error.message}`);
  // An application that is gone has no notice to prepare; composing it says so.
  if (!application) return;
  await attachDocuments(applicationId, application.applicant_id, application.chosen_document_ids);
}

/**
 * Adds the documents an app installed before chosen_document_ids names in its call to
 * send-job-application to those the application names; once the notice is out the database
 * refuses them, as it refuses a late document: 409.
 */
export async function addChosenDocuments(
  applicationId: string,
  chosen: string[],
  added: string[],
): Promise<void> {
  const all = [...new Set([...chosen, ...added])];
  if (all.length === chosen.length) return;
  if (all.length > MAX_APPLICATION_DOCUMENTS) throw new HttpError(400, TOO_MANY_DOCUMENTS);
  const { error } = await serviceClient()
    .from('job_applications')
    .update({ chosen_document_ids: all })
    .eq('id', applicationId);
  if (error?.code === REFUSED) throw new HttpError(409, error.message);
  if (error) throw new Error(`naming the documents failed: ${error.message}`);
}
