// count-ad-events on the stand-in: a batch counts once however often it is sent, a bad
// batch is refused whole with a reason, robots and admins are not counted, and only admins read
// the figures. Each test sends from addresses of its own: a visitor (an address) counts once per
// event, ad and day (ad-event-trust.test.ts).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types';
import { AD_EVENTS_PER_BATCH } from '../../supabase/functions/_shared/schemas/ad-events.ts';
import { BROWSER, countOf as countedOf, senderFrom, stockholmToday } from '../support/ad-events';
import { clientFor, demoClients, type StandIn, startStandIn } from '../support/standin';

type Client = SupabaseClient<Database>;

let standIn: StandIn;
let admin: Client;
let seeker: Client;
let anon: Client;
let jobId: string;
const BANNER = 'c0000000-0000-4000-8000-000000000001';
/** A new visitor for every call: 127.0.6.1, 127.0.6.2, ... */
let visitors = 0;
function newVisitor() {
  visitors += 1;
  return senderFrom(standIn, `127.0.6.${visitors}`);
}

beforeAll(async () => {
  standIn = await startStandIn({ env: { AD_EVENTS_RATE_LIMIT_PER_ADDRESS: '1000' } });
  ({ admin, jobSeeker: seeker } = await demoClients<Client>(standIn));
  anon = clientFor(standIn) as Client;
  // A job of its own, so figures of other test files never mix in.
  const { data, error } = await admin
    .from('jobs')
    .insert({
      title: 'Statistikjobb',
      employer_name: 'Region Statistik',
      location: 'Umeå',
      description: 'Ett jobb för räknartestet.',
      status: 'published',
    })
    .select('id')
    .single();
  if (error) throw error;
  jobId = data.id;
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

type Event = { event: string; id: string; source: string; at: number };
const view = (fields: Partial<Event> = {}): Event => ({
  event: 'job_view',
  id: jobId,
  source: 'search',
  at: Date.now(),
  ...fields,
});

const countOf = (event: string, id = jobId) =>
  countedOf(admin, event as Database['public']['Enums']['ad_event'], id);

describe('count-ad-events', () => {
  it('counts a batch sent twice once', async () => {
    const send = newVisitor();
    const batch = { key: randomUUID(), events: [view(), view({ event: 'job_save' })] };
    const [views, saves] = [await countOf('job_view'), await countOf('job_save')];
    expect(await send(batch)).toEqual({ status: 200, body: { counted: true } });
    expect(await send(batch)).toEqual({
      status: 200,
      body: { counted: false, reason: 'duplicate' },
    });
    expect(await countOf('job_view')).toBe(views + 1);
    expect(await countOf('job_save')).toBe(saves + 1);
  });

  it('counts a view made offline yesterday on yesterday', async () => {
    const yesterday = Date.now() - 24 * 3600_000;
    expect(
      (
        await newVisitor()({
          key: randomUUID(),
          events: [view({ event: 'job_share', at: yesterday })],
        })
      ).status,
    ).toBe(200);
    const { data } = await admin
      .from('ad_daily_counts')
      .select('day')
      .eq('ad_id', jobId)
      .eq('event', 'job_share');
    const stockholmDay = new Date(yesterday).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Stockholm',
    });
    expect(data).toEqual([{ day: stockholmDay }]);
  });

  // Built when the test runs: the job is made in beforeAll.
  const refusals: [string, () => unknown[], RegExp][] = [
    ['an unknown id', () => [view(), view({ id: randomUUID() })], /Okänd annons/],
    ['a job event naming a banner', () => [view({ id: BANNER })], /Okänd annons/],
    ['an unknown event', () => [view(), view({ event: 'job_like' })], /Okänd händelse/],
    ['an unknown source', () => [view({ source: 'facebook' })], /Okänd källa/],
    ['a future time', () => [view(), view({ at: Date.now() + 3600_000 })], /framtiden/],
    [
      'a time before yesterday',
      () => [view(), view({ at: Date.now() - 3 * 24 * 3600_000 })],
      /äldre än i går/,
    ],
    [
      'too many events',
      () => Array.from({ length: AD_EVENTS_PER_BATCH + 1 }, () => view()),
      new RegExp(`Högst ${AD_EVENTS_PER_BATCH} händelser`),
    ],
    ['no events', () => [], /saknar händelser/],
  ];
  for (const [what, events, reason] of refusals) {
    it(`refuses a batch with ${what} whole, with 400 and the reason`, async () => {
      const send = newVisitor();
      const before = await countOf('job_view');
      const answer = await send({ key: randomUUID(), events: events() });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(reason);
      expect(await countOf('job_view')).toBe(before);
      // The same visitor's view alone counts: the refused batch left nothing behind.
      expect((await send({ key: randomUUID(), events: [view()] })).body.counted).toBe(true);
      expect(await countOf('job_view')).toBe(before + 1);
    });
  }

  it('refuses a batch without a key and a body that is not JSON', async () => {
    expect((await newVisitor()({ events: [view()] })).status).toBe(400);
    const response = await fetch(`${standIn.url}/functions/v1/count-ad-events`, {
      method: 'POST',
      body: 'not json',
    });
    expect(response.status).toBe(400);
  });

  it('does not count robots, headless browsers or an admin', async () => {
    const send = newVisitor();
    const before = await countOf('banner_click', BANNER);
    const click = { event: 'banner_click', id: BANNER, source: 'home', at: Date.now() };
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      `${BROWSER} HeadlessChrome/142`,
    ]) {
      const answer = await send({ key: randomUUID(), events: [click] }, { 'user-agent': agent });
      expect(answer).toEqual({ status: 200, body: { counted: false, reason: 'robot' } });
    }
    const { data } = await admin.auth.getSession();
    const asAdmin = await send(
      { key: randomUUID(), events: [click] },
      { authorization: `Bearer ${data.session?.access_token}` },
    );
    expect(asAdmin).toEqual({ status: 200, body: { counted: false, reason: 'admin' } });
    expect(await countOf('banner_click', BANNER)).toBe(before);
    // A job seeker's own visit counts like anyone's.
    const { data: seekerSession } = await seeker.auth.getSession();
    const asSeeker = await send(
      { key: randomUUID(), events: [click] },
      { authorization: `Bearer ${seekerSession.session?.access_token}` },
    );
    expect(asSeeker.body.counted).toBe(true);
    expect(await countOf('banner_click', BANNER)).toBe(before + 1);
  });

  it('counts unique visitors per day from the hash: two addresses, three browsers, two visitors', async () => {
    const { data: job } = await admin
      .from('jobs')
      .insert({
        title: 'Besökarjobb',
        employer_name: 'Region Statistik',
        location: 'Luleå',
        description: 'x',
        status: 'published',
      })
      .select('id')
      .single();
    const id = job?.id ?? '';
    const [first, second] = [newVisitor(), newVisitor()];
    await first({ key: randomUUID(), events: [view({ id })] });
    // The same address with another browser is the same visitor.
    await first(
      { key: randomUUID(), events: [view({ id })] },
      { 'user-agent': `${BROWSER} Edg/142.0` },
    );
    await second({ key: randomUUID(), events: [view({ id })] });
    const today = stockholmToday();
    const { data, error } = await admin.rpc('ad_statistics', { from_day: today, to_day: today });
    if (error) throw error;
    const figures = data as {
      visitors: { adId: string; visitors: number }[];
      counts: { adId: string; event: string; count: number }[];
    };
    expect(figures.visitors.filter((v) => v.adId === id)).toEqual([
      expect.objectContaining({ visitors: 2 }),
    ]);
    const viewsOf = figures.counts.filter((c) => c.adId === id && c.event === 'job_view');
    expect(viewsOf.reduce((n, c) => n + c.count, 0)).toBe(2);
  });

  it('anon and job seekers cannot read the counters or the statistics', async () => {
    const anonRead = await anon.from('ad_daily_counts').select('count');
    expect(anonRead.error?.code).toBe('42501');
    const seekerRead = await seeker.from('ad_daily_counts').select('count');
    expect(seekerRead.data).toEqual([]);
    const seekerVisitors = await seeker.from('ad_daily_visitors').select('day');
    expect(seekerVisitors.data).toEqual([]);
    const stats = await seeker.rpc('ad_statistics', {
      from_day: '2026-01-01',
      to_day: '2026-12-31',
    });
    expect(stats.error?.code).toBe('42501');
    expect(
      (await anon.rpc('ad_statistics', { from_day: '2026-01-01', to_day: '2026-12-31' })).error,
    ).not.toBeNull();
    // The admin, reading the same table, sees the views: one is sent here, so the check holds
    // whichever of this file's tests ran before it.
    expect(await newVisitor()({ key: randomUUID(), events: [view()] })).toEqual({
      status: 200,
      body: { counted: true },
    });
    expect(await countOf('job_view')).toBeGreaterThan(0);
  });
});
