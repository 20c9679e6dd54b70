// Deletes applications a set time after their job closed (APPLICATION_RETENTION_DAYS, default
// 730, as the privacy page says), with the copies of the documents sent with them. Called by the
// scheduler with the service-role key only. The objects go first, through the Storage API (SQL
// may not delete them); a failure leaves the row, so the next run tries again.
import { DOCUMENTS_BUCKET } from '../_server/documents.ts';
import { HttpError, json, serveJson } from '../_server/http.ts';
import { applicationRetentionDays } from '../_server/settings.ts';
import { isServiceRole, serviceClient } from '../_server/supabase.ts';

Deno.serve(
  serveJson('purge-closed-applications', async (req) => {
    if (!isServiceRole(req)) throw new HttpError(403, 'Endast schemalagda körningar.');
    const db = serviceClient();
    const { data: due, error } = await db.rpc('applications_due_for_deletion', {
      retention_days: applicationRetentionDays(),
    });
    if (error) throw new Error(`finding due applications failed: ${error.message}`);
    let deleted = 0;
    for (const application of due as { id: string; applicant_id: string }[]) {
      const folder = `${application.applicant_id}/applications/${application.id}`;
      const storage = db.storage.from(DOCUMENTS_BUCKET);
      const { data: objects, error: listError } = await storage.list(folder, { limit: 1000 });
      if (listError) throw new Error(`listing ${folder} failed: ${listError.message}`);
      if (objects.length > 0) {
        const removed = await storage.remove(objects.map((object) => `${folder}/${object.name}`));
        if (removed.error) throw new Error(`removing ${folder} failed: ${removed.error.message}`);
      }
      const { error: deleteError } = await db
        .from('job_applications')
        .delete()
        .eq('id', application.id);
      if (deleteError) throw new Error(`deleting ${application.id} failed: ${deleteError.message}`);
      deleted++;
    }
    return json(200, { deleted });
  }),
);
