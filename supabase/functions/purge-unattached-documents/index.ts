// Removes uploaded files that nothing refers to a day after their upload. In the documents bucket:
// a file uploaded but never filed by register-document (refused, abandoned, or just parked there),
// or an application copy whose row was never written. In the banner-images bucket: an image no
// banner shows (its form closed unsaved, replaced, or its banner deleted). Called by the scheduler
// with the service-role key only; the objects go through the Storage API (SQL may not delete them).
// The name predates the banner images; schedules already call it by it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { DOCUMENTS_BUCKET } from '../_server/documents.ts';
import { HttpError, json, serveJson } from '../_server/http.ts';
import { unattachedDocumentsAfterHours } from '../_server/settings.ts';
import { isServiceRole, serviceClient } from '../_server/supabase.ts';
import { BANNER_IMAGE_BUCKET } from '../_shared/schemas/admin-banner.ts';

/** Removes what `finder` lists from `bucket`; how many. */
async function purge(db: SupabaseClient, finder: string, bucket: string): Promise<number> {
  const { data, error } = await db.rpc(finder, {
    older_than: `${unattachedDocumentsAfterHours()} hours`,
  });
  if (error) throw new Error(`${finder} failed: ${error.message}`);
  const names = data as string[];
  if (names.length > 0) {
    const removed = await db.storage.from(bucket).remove(names);
    if (removed.error) throw new Error(`removing from ${bucket} failed: ${removed.error.message}`);
  }
  return names.length;
}

Deno.serve(
  serveJson('purge-unattached-documents', async (req) => {
    if (!isServiceRole(req)) throw new HttpError(403, 'Endast schemalagda körningar.');
    const db = serviceClient();
    const removed = await purge(db, 'unattached_documents', DOCUMENTS_BUCKET);
    const bannerImages = await purge(db, 'unattached_banner_images', BANNER_IMAGE_BUCKET);
    return json(200, { removed, bannerImages });
  }),
);
