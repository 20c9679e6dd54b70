// Bevakningar: e-mails each due alert's new matching jobs as one digest, and pushes the new jobs
// of alerts with push on (batched, quiet hours respected). Called with the service-role key, on
// hosted Supabase by pg_cron + pg_net every few minutes, locally by the stand-in every minute
// (STANDIN_JOB_ALERTS_INTERVAL_MS).

import { runPushAlerts } from '../_server/alert-push.ts';
import { runJobAlerts } from '../_server/alert-run.ts';
import { HttpError, json, serveJson } from '../_server/http.ts';
import { isServiceRole } from '../_server/supabase.ts';

Deno.serve(
  serveJson('send-job-alerts', async (req) => {
    if (!isServiceRole(req)) throw new HttpError(403, 'Endast för tjänsterollen.');
    const emailed = await runJobAlerts();
    return json(200, { ok: true, ...emailed, push: await runPushAlerts() });
  }),
);
