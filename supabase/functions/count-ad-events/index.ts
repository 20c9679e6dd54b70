// Counts a batch of ad events from a page (issue 35): job cards shown, job pages viewed, "Ansök nu"
// opened, jobs shared or saved, banners seen and clicked. The page sends it with sendBeacon (no
// headers of its own, so verify_jwt is off) or, signed in, with fetch and its access token. A
// batch is checked whole (event names, sources, ids, times, size) and refused whole with a reason;
// robots and admins are answered 200 without counting. The database adds the batch to the daily
// counters once per batch key and hashes the visitor with the day's salt (record_ad_events).
import * as v from 'valibot';
import { clientAddress, HttpError, json, readJson, serveJson } from '../_server/http.ts';
import { enforceRateLimit } from '../_server/rate-limit.ts';
import { adEventRateLimit } from '../_server/settings.ts';
import { serviceClient, signedInUserId } from '../_server/supabase.ts';
import { addressKey, isRobot } from '../_server/visitor.ts';
import { addressGroup } from '../_shared/address-group.ts';
import { adEventBatchSchema } from '../_shared/schemas/ad-events.ts';

/** 50 events of about 130 bytes each, with room to spare. */
const BATCH_LIMIT_BYTES = 16 * 1024;
const UNKNOWN_AD = 'P0002';

Deno.serve(
  serveJson('count-ad-events', async (req) => {
    const address = clientAddress(req);
    await enforceRateLimit([
      {
        key: `ad-events:address:${await addressKey(addressGroup(address))}`,
        limit: adEventRateLimit().perAddress,
      },
    ]);
    const parsed = v.safeParse(adEventBatchSchema, await readJson(req, BATCH_LIMIT_BYTES));
    if (!parsed.success) {
      const issue = parsed.issues[0];
      throw new HttpError(400, `Batchen avvisades: ${issue.message}`, {
        path: v.getDotPath(issue),
      });
    }
    const userAgent = req.headers.get('user-agent');
    if (isRobot(userAgent)) return json(200, { counted: false, reason: 'robot' });

    const batch = parsed.output;
    const { data, error } = await serviceClient().rpc('record_ad_events', {
      batch_key: batch.key,
      events: batch.events.map((e) => ({ ...e, at: new Date(e.at).toISOString() })),
      // Hashed with today's salt in the database and never stored.
      visitor: `${address}\n${userAgent}`,
      // verify_jwt is off for sendBeacon, so the token is checked here: a forged one counts as
      // no one's.
      caller: (await signedInUserId(req)) ?? null,
    });
    if (error?.code === UNKNOWN_AD) throw new HttpError(400, 'Batchen avvisades: Okänd annons');
    if (error) throw new Error(`counting the batch failed: ${error.message}`);
    return json(200, {
      counted: data === 'counted',
      reason: data === 'counted' ? undefined : data,
    });
  }),
);
