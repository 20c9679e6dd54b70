// The retry worker: sends every due queued e-mail and Web Push message, then does the database's
// housekeeping (old rate-limit records, accounts never confirmed within a day). Called with the
// service-role key, on hosted Supabase by pg_cron + pg_net every minute, locally by the stand-in
// every few seconds.

import { deliverDue } from '../_server/delivery.ts';
import { HttpError, json, serveJson } from '../_server/http.ts';
import { deliverDuePushes } from '../_server/push-delivery.ts';
import { pruneRateLimitHits } from '../_server/rate-limit.ts';
import { isServiceRole, serviceClient } from '../_server/supabase.ts';

Deno.serve(
  serveJson('process-email-queue', async (req) => {
    if (!isServiceRole(req)) throw new HttpError(403, 'Endast för tjänsterollen.');
    const outcomes = await deliverDue();
    const pushes = await deliverDuePushes();
    await pruneRateLimitHits();
    const { error } = await serviceClient().rpc('remove_unconfirmed_accounts');
    if (error) throw new Error(`removing unconfirmed accounts failed: ${error.message}`);
    return json(200, { ok: true, ...outcomes, pushes });
  }),
);
