// Files a document the caller has uploaded to documents/<their id>/<id> (docs/storage.md): hosted
// Storage checks only the declared type and the size, so this function reads the stored bytes'
// start and accepts a PDF, DOCX, JPEG or PNG of 1 byte to 10 MB whose content matches its type.
// Anything else is removed again and answered 400 with the reason; nothing of it stays stored.
// Only this function writes profile_documents (the table has no INSERT grant for users).
import * as v from 'valibot';
import { DOCUMENTS_BUCKET, readStoredHead } from '../_server/documents.ts';
import { HttpError, json, readJson, serveJson } from '../_server/http.ts';
import { BODY_LIMIT_BYTES } from '../_server/settings.ts';
import { bearerOf, callerClient, requireUser, serviceClient } from '../_server/supabase.ts';
import {
  documentMessages,
  documentProblem,
  MAX_DOCUMENTS_PER_USER,
} from '../_shared/documents/file-check.ts';
import { fieldErrors, registerDocumentSchema } from '../_shared/schemas/index.ts';

const UNIQUE_VIOLATION = '23505';

async function documentCount(userId: string): Promise<number> {
  const { count, error } = await serviceClient()
    .from('profile_documents')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error) throw new Error(`counting documents failed: ${error.message}`);
  return count ?? 0;
}

Deno.serve(
  serveJson('register-document', async (req) => {
    const user = await requireUser(req);
    const parsed = v.safeParse(registerDocumentSchema, await readJson(req, BODY_LIMIT_BYTES));
    if (!parsed.success) {
      throw new HttpError(400, 'Ogiltig förfrågan.', { fields: fieldErrors(parsed.issues) });
    }
    const { id, kind, fileName } = parsed.output;
    const path = `${user.id}/${id}`;
    const stored = await readStoredHead(path, bearerOf(req) ?? '');
    if (!stored) throw new HttpError(404, documentMessages.missing);

    const refuse = async (reason: string): Promise<never> => {
      const { error } = await callerClient(req).storage.from(DOCUMENTS_BUCKET).remove([path]);
      if (error) throw new Error(`removing a refused file failed: ${error.message}`);
      throw new HttpError(400, reason);
    };
    const problem = documentProblem(stored.size, stored.contentType, stored.head);
    if (problem) await refuse(problem);
    if ((await documentCount(user.id)) >= MAX_DOCUMENTS_PER_USER) {
      await refuse(documentMessages.tooMany);
    }

    const document = {
      id,
      user_id: user.id,
      kind,
      file_name: fileName,
      mime_type: stored.contentType.split(';')[0]?.trim().toLowerCase(),
      size_bytes: stored.size,
    };
    const { data, error } = await serviceClient()
      .from('profile_documents')
      .insert(document)
      .select('id, kind, file_name, mime_type, size_bytes, created_at')
      .single();
    // A repeated call (a retried request) finds the document filed already.
    if (error?.code === UNIQUE_VIOLATION) return json(200, { document });
    if (error) throw new Error(`filing the document failed: ${error.message}`);
    return json(200, { document: data });
  }),
);
