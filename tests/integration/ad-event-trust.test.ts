// Figures an employer can trust, through count-ad-events on the stand-in:
// one event of a kind per visitor (an address), ad and day; nothing older than yesterday; no
// event of a draft, refused like an unknown id; a batch refused whole counts nothing, not even
// towards its address's daily cap; and clicks from lists never outnumber list impressions.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdStatistics,
  clickThrough,
  totalsOf,
} from '../../src/features/statistics/statisticsModel';
import type { Database } from '../../src/lib/database.types';
import { addressGroup } from '../../supabase/functions/_shared/address-group.ts';
import { BROWSER, countOf, senderFrom, stockholmToday } from '../support/ad-events';
import { demoClients, type StandIn, startStandIn } from '../support/standin';

type Client = SupabaseClient<Database>;

const DAILY_CAP = 200;
/** Seeded: a published job of Region Stockholm and a running banner. */
const SEED_JOB = 'b0000000-0000-4000-8000-000000000001';
const SEED_BANNER = 'c0000000-0000-4000-8000-000000000001';
/** Seeded: a job that closed ten days ago. */
const SEED_CLOSED_JOB = 'b0000000-0000-4000-8000-000000000099';
const DAY_MS = 24 * 3600_000;

let standIn: StandIn;
let admin: Client;

beforeAll(async () => {
  standIn = await startStandIn({
    env: {
      AD_EVENTS_RATE_LIMIT_PER_ADDRESS: '1000',
      AD_EVENTS_PER_ADDRESS_PER_DAY: String(DAILY_CAP),
    },
  });
  ({ admin } = await demoClients<Client>(standIn));
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

async function newJob(status: 'published' | 'draft' = 'published') {
  const { data, error } = await admin
    .from('jobs')
    .insert({
      title: `Förtroendejobb ${status}`,
      employer_name: 'Region Förtroende',
      location: 'Umeå',
      description: 'Ett jobb för räknartestet.',
      status,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

type Event = { event: string; id: string; source: string; at: number };
const event = (name: string, id: string, fields: Partial<Event> = {}): Event => ({
  event: name,
  id,
  source: 'search',
  at: Date.now(),
  ...fields,
});
const batchOf = (...events: Event[]) => ({ key: randomUUID(), events });

describe('one event of a kind per visitor, ad and day', () => {
  it('counts 50 page views of one ad from one visitor once, user agent rotated or not', async () => {
    const job = await newJob();
    const send = senderFrom(standIn, '127.0.2.1');
    const fifty = Array.from({ length: 50 }, () => event('job_view', job, { source: 'direct' }));
    expect(await send(batchOf(...fifty))).toEqual({ status: 200, body: { counted: true } });
    expect(await send(batchOf(...fifty))).toEqual({ status: 200, body: { counted: true } });
    // 30 batches, each with a browser of its own: still the one address.
    for (let i = 0; i < 30; i += 1) {
      const answer = await send(batchOf(event('job_view', job, { source: 'direct' })), {
        'user-agent': `${BROWSER} Variant/${i}`,
      });
      expect(answer.status).toBe(200);
    }
    expect(await countOf(admin, 'job_view', job)).toBe(1);

    // Another address is another visitor.
    await senderFrom(standIn, '127.0.2.2')(batchOf(event('job_view', job, { source: 'direct' })));
    expect(await countOf(admin, 'job_view', job)).toBe(2);
    const { data, error } = await admin.rpc('ad_statistics', {
      from_day: stockholmToday(),
      to_day: stockholmToday(),
    });
    if (error) throw error;
    const figures = data as unknown as AdStatistics;
    expect(figures.visitors.filter((v) => v.adId === job).map((v) => v.visitors)).toEqual([2]);
  });
});

describe('who a visitor is', () => {
  it('is the address: an IPv6 address by its /64, an IPv4 one whole however written', () => {
    const network = '2001:db8:85a3:42::/64';
    for (const address of [
      '2001:db8:85a3:42::1',
      '2001:0db8:85a3:0042:ffff:eeee:dddd:cccc',
      '2001:DB8:85A3:42:0:0:0:7',
    ]) {
      expect(addressGroup(address), address).toBe(network);
    }
    expect(addressGroup('2001:db8:85a3:43::1')).not.toBe(network);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('refused like an unknown id, counting nothing', () => {
  it('an event dated two days back, a draft and a closed ad: 400, and the rest of the batch does not count', async () => {
    const job = await newJob();
    const draft = await newJob('draft');
    const send = senderFrom(standIn, '127.0.3.1');
    const good = () => event('job_view', job);

    const unknown = await send(batchOf(good(), event('job_view', randomUUID())));
    expect(unknown).toEqual({ status: 400, body: { error: 'Batchen avvisades: Okänd annons' } });
    // The same answer, word for word: a draft's id cannot be told from a made-up one.
    expect(await send(batchOf(good(), event('job_view', draft)))).toEqual(unknown);
    expect(await send(batchOf(good(), event('job_save', SEED_CLOSED_JOB)))).toEqual(unknown);

    // Two days back in Stockholm, though less than 48 hours ago: the database's day check.
    const twoDaysBack = Date.now() - 2 * DAY_MS + 60_000;
    for (const at of [twoDaysBack, Date.now() - 3 * DAY_MS]) {
      const old = await send(batchOf(good(), event('job_view', job, { at })));
      expect(old).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'Batchen avvisades: Händelsen är äldre än i går' }),
      });
    }
    expect(await countOf(admin, 'job_view', job)).toBe(0);
    expect(await countOf(admin, 'job_impression', job)).toBe(0);

    // Nothing of the refused batches was remembered: the same view alone now counts.
    expect(await send(batchOf(good()))).toEqual({ status: 200, body: { counted: true } });
    expect(await countOf(admin, 'job_view', job)).toBe(1);
  });

  it('a batch with one invalid event counts none of its valid ones', async () => {
    const job = await newJob();
    const send = senderFrom(standIn, '127.0.3.2');
    const valid = ['job_impression', 'job_view', 'job_apply_open', 'job_save'].map((name) =>
      event(name, job),
    );
    const refused = await send(batchOf(...valid, event('job_share', job, { source: 'facebook' })));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/Okänd källa/);
    for (const name of ['job_impression', 'job_view', 'job_apply_open', 'job_save'] as const) {
      expect(await countOf(admin, name, job), name).toBe(0);
    }
  });
});

describe('the daily cap of one address', () => {
  it(`takes ${DAILY_CAP} events a day from one address, then refuses with 429 and the reason`, async () => {
    const job = await newJob();
    const send = senderFrom(standIn, '127.0.4.1');
    const fifty = () => Array.from({ length: 50 }, () => event('job_impression', job));
    // Refused batches take nothing of the cap.
    for (let i = 0; i < 4; i += 1) {
      const answer = await send(batchOf(...fifty(), event('job_view', randomUUID())));
      expect(answer.status).toBe(400);
    }
    for (let i = 0; i < DAILY_CAP / 50; i += 1) {
      expect(await send(batchOf(...fifty()))).toEqual({ status: 200, body: { counted: true } });
    }
    const over = await send(batchOf(event('job_view', job)));
    expect(over).toEqual({
      status: 429,
      body: { error: `Batchen avvisades: högst ${DAILY_CAP} händelser per dag från en adress` },
    });
    expect(await countOf(admin, 'job_view', job)).toBe(0);
    // Another address is not held back.
    const other = await senderFrom(standIn, '127.0.4.2')(batchOf(event('job_view', job)));
    expect(other).toEqual({ status: 200, body: { counted: true } });
    expect(await countOf(admin, 'job_view', job)).toBe(1);
  });
});

describe('click-through', () => {
  async function rates() {
    const { data, error } = await admin.rpc('ad_statistics', {
      from_day: stockholmToday(),
      to_day: stockholmToday(),
    });
    if (error) throw error;
    const figures = data as unknown as AdStatistics;
    return {
      job: clickThrough({ kind: 'job' }, totalsOf(figures, SEED_JOB)),
      banner: clickThrough({ kind: 'banner' }, totalsOf(figures, SEED_BANNER)),
      all: clickThrough({ kind: 'job' }, totalsOf(figures)),
    };
  }

  it('stays at most 100 % on the seed’s ads, and a direct visit does not raise the list CTR', async () => {
    const visitor = (n: number) => senderFrom(standIn, `127.0.5.${n}`);
    // Three visitors see the seeded job in a list; one of them opens it from there.
    await visitor(1)(batchOf(event('job_impression', SEED_JOB, { source: 'search' })));
    await visitor(2)(batchOf(event('job_impression', SEED_JOB, { source: 'home' })));
    await visitor(3)(
      batchOf(
        event('job_impression', SEED_JOB),
        event('job_view', SEED_JOB),
        event('banner_impression', SEED_BANNER),
      ),
    );
    // A batch claiming list clicks with no impression, 50 times over, and a banner's clicks
    // with no impression of it: a click proves the card or banner was seen, once.
    const claims = Array.from({ length: 25 }, () => [
      event('job_view', SEED_JOB, { source: 'employer' }),
      event('banner_click', SEED_BANNER, { source: 'home' }),
    ]).flat();
    expect((await visitor(4)(batchOf(...claims))).status).toBe(200);

    const before = await rates();
    // Impressions 4 (the claim's one included), clicks from lists 2; banner 1 click of 2 seen.
    expect(before.job).toBe(0.5);
    expect(before.banner).toBe(0.5);
    expect(before.all).not.toBeNull();
    expect(before.all ?? 2).toBeLessThanOrEqual(1);

    // A direct visit (a link with no tag) and one from an alert: page views, no list clicks.
    await visitor(5)(batchOf(event('job_view', SEED_JOB, { source: 'direct' })));
    await visitor(6)(batchOf(event('job_view', SEED_JOB, { source: 'alert' })));
    expect(await countOf(admin, 'job_view', SEED_JOB)).toBe(4);
    expect(await rates()).toEqual(before);
  });
});
