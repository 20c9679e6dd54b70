// Removes objects of the documents bucket that nothing refers to a day after their upload: a file
// uploaded but never filed by register-document (refused, abandoned, or just parked there), or an
// application copy whose row was never written. Called by the scheduler with the service-role key
// only; the objects go through the Storage API (SQL may not delete them).
import { DOCUMENTS_BUCKET } from '../_server/documents.ts';
import { HttpError, json, serveJson } from '../_server/http.ts';
import { unattachedDocumentsAfterHours } from '../_server/settings.ts';
import { isServiceRole, serviceClient } from '../_server/supabase.ts';

Deno.serve(
  serveJson('purge-unattached-documents', async (req) => {
    if (!isServiceRole(req)) throw new HttpError(403, 'Endast schemalagda körningar.');
    const db = serviceClient();
    const { data, error } = await db.rpc('unattached_documents', {
      older_than: `${unattachedDocumentsAfterHours()} hours`,
    });
    if (error) throw new Error(`finding unattached documents failed: ${error.message}`);
    const names = data as string[];
    if (names.length > 0) {
      const removed = await db.storage.from(DOCUMENTS_BUCKET).remove(names);
      if (removed.error)
        throw new Error(`removing unattached documents failed: ${removed.error.message}`);
    }
    return json(200, { removed: names.length });
  }),
);
