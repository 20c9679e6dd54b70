// Counts a batch of ad events from a page: job cards shown, job pages viewed, "Ansök nu"
// opened, jobs shared or saved, banners seen and clicked. The page sends it with sendBeacon (no
// headers of its own, so verify_jwt is off) or, signed in, with fetch and its access token. A
// batch is checked whole (event names, sources, ids, times, size) and refused whole with a reason;
// robots and admins are answered 200 without counting. The database counts one event of a kind
// per visitor (the address, an IPv6 /64), ad and day, with the visitor hashed with the day's salt,
// and refuses a batch from an address past its daily cap (record_ad_events).
import * as v from 'valibot';
import { clientAddress, HttpError, json, readJson, serveJson } from '../_server/http.ts';
import { enforceRateLimit } from '../_server/rate-limit.ts';
import { adEventRateLimit } from '../_server/settings.ts';
import { serviceClient, signedInUserId } from '../_server/supabase.ts';
import { addressKey, isRobot } from '../_server/visitor.ts';
import { addressGroup } from '../_shared/address-group.ts';
import { AD_EVENT_TOO_OLD, adEventBatchSchema } from '../_shared/schemas/ad-events.ts';

/** 50 events of about 130 bytes each, with room to spare. */
const BATCH_LIMIT_BYTES = 16 * 1024;
/** What record_ad_events raises for a batch it counts nothing of, as the caller is told it. */
function refusal(code: string | undefined, cap: number): HttpError | undefined {
  switch (code) {
    // A draft, a closed ad and a made-up id alike: drafts cannot be probed.
    case 'P0002':
      return new HttpError(400, 'Batchen avvisades: Okänd annons');
    case '22008':
      return new HttpError(400, `Batchen avvisades: ${AD_EVENT_TOO_OLD}`);
    case '54000':
      return new HttpError(429, `Batchen avvisades: högst ${cap} händelser per dag från en adress`);
  }
}

Deno.serve(
  serveJson('count-ad-events', async (req) => {
    // Who a visitor is, for counting: the address, IPv6 by its /64, never the user agent (rotating
    // it would make new visitors of one address).
    const visitor = addressGroup(clientAddress(req));
    const limits = adEventRateLimit();
    await enforceRateLimit([
      {
        key: `ad-events:address:${await addressKey(visitor)}`,
        limit: limits.perAddress,
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
      visitor,
      // verify_jwt is off for sendBeacon, so the token is checked here: a forged one counts as
      // no one's.
      caller: (await signedInUserId(req)) ?? null,
      daily_cap: limits.eventsPerAddressPerDay,
    });
    const refused = refusal(error?.code, limits.eventsPerAddressPerDay);
    if (refused) throw refused;
    if (error) throw new Error(`counting the batch failed: ${error.message}`);
    return json(200, {
      counted: data === 'counted',
      reason: data === 'counted' ? undefined : data,
    });
  }),
);
