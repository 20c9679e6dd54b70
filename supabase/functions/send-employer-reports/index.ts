// The employers' report e-mails: each month's report to every employer with a running
// ad, and a banner's final report when its paid period ends. Called with the service-role key, on
// hosted Supabase by pg_cron + pg_net every hour, locally by the stand-in every hour
// (STANDIN_EMPLOYER_REPORTS_INTERVAL_MS). queue_employer_reports() queues each report once, so
// the hourly runs after the first of a month queue nothing until a banner ends.

import { deliver } from '../_server/delivery.ts';
import { HttpError, json, serveJson } from '../_server/http.ts';
import { isServiceRole, serviceClient } from '../_server/supabase.ts';

Deno.serve(
  serveJson('send-employer-reports', async (req) => {
    if (!isServiceRole(req)) throw new HttpError(403, 'Endast för tjänsterollen.');
    const { data, error } = await serviceClient().rpc('queue_employer_reports');
    if (error) throw new Error(`queuing the reports failed: ${error.message}`);
    const queued = (data ?? []) as string[];
    for (const emailId of queued) {
      // Sent now if it can be; otherwise the e-mail retry worker takes it from the queue.
      await deliver(emailId).catch((reason) =>
        console.error(`[employer report ${emailId}] left for the retry worker:`, reason),
      );
    }
    return json(200, { ok: true, queued: queued.length });
  }),
);
