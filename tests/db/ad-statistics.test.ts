// Ad statistics in the database: counters only admins read, a visitor salt that exists
// for the current day only, and nothing that holds a visitor's address or any id of a visitor.
// Issue 46.1: one event of a kind per visitor, ad and day; events before yesterday, drafts and
// addresses past their cap refused whole.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTORS, asActor, insertFixtures, ROWS } from './actors.ts';
import { createTestDatabase, sqlState, type TestDatabase } from './database.ts';

let db: TestDatabase;

/** The visitor as count-ad-events passes it: the address (no user agent). */
const ADDRESS = '203.0.113.77';

type Event = { event: string; id: string; source: string; at: string };

async function recordEvents(
  key: string,
  events: Event[],
  visitor = ADDRESS,
  cap = 1000,
): Promise<string> {
  const [row] = await db.query<{ answer: string }>(
    'select public.record_ad_events($1, $2::jsonb, $3, null, $4) as answer',
    [key, JSON.stringify(events), visitor, cap],
  );
  return row?.answer ?? '';
}

const viewAndBanner = (at = new Date()): Event[] => [
  { event: 'job_view', id: ROWS.jobPublished, source: 'search', at: at.toISOString() },
  { event: 'banner_impression', id: ROWS.bannerPublished, source: 'home', at: at.toISOString() },
];

const record = (key: string, at = new Date()) => recordEvents(key, viewAndBanner(at));

async function countOf(event: string, id: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select coalesce(sum(count), 0)::int as n from public.ad_daily_counts where ad_id = $1 and event = $2::public.ad_event',
    [id, event],
  );
  return row?.n ?? 0;
}

/** Whether each stored visitor salt is of a past day. */
const saltDays = () =>
  db.query<{ past: boolean }>(
    'select day < private.stockholm_today() as past from private.visitor_salts',
  );

/** A new day nobody has visited yet: the only visitor salt is yesterday's. */
async function onlyYesterdaysSalt() {
  await db.exec(
    `delete from private.visitor_salts;
     insert into private.visitor_salts (day, salt) values
       (private.stockholm_today() - 1, uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()))`,
  );
}

beforeAll(async () => {
  db = await createTestDatabase();
  await insertFixtures(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('visitor salt', () => {
  it('exists for today only: the first batch of a day deletes the salt of a past day', async () => {
    await onlyYesterdaysSalt();
    expect(await record('80000000-0000-4000-8000-000000000001')).toBe('counted');
    expect(await saltDays()).toEqual([{ past: false }]);
  });

  it('is deleted by the daily rotation on a day without visitors', async () => {
    await onlyYesterdaysSalt();
    await db.exec('select public.rotate_visitor_salt()');
    expect(await saltDays()).toEqual([{ past: false }]);
  });
});

describe('what is stored', () => {
  it("no table or column holds an address, the day's visitor hash or a visitor id", async () => {
    expect(await record('80000000-0000-4000-8000-000000000002')).toBe('counted');
    const suspicious = await db.query<{ column: string }>(
      `select c.table_schema || '.' || c.table_name || '.' || c.column_name as column
       from information_schema.columns c
       where c.table_schema in ('public', 'private')
         and (c.data_type in ('inet', 'cidr')
           or c.column_name ~* '(^ip|address|user_agent|visitor_id|visitor_hash|fingerprint)')`,
    );
    expect(suspicious).toEqual([]);
    // Every row of every table of ours, as text: neither the address nor the user agent is there.
    const tables = await db.query<{ name: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
       from information_schema.tables
       where table_schema in ('public', 'private') and table_type = 'BASE TABLE'`,
    );
    // The hash of the address with today's salt, as hex and as it would print as text.
    const [hash] = await db.query<{ hex: string }>(
      `select encode(sha256(s.salt || convert_to($1, 'UTF8')), 'hex') as hex
       from private.visitor_salts s where s.day = private.stockholm_today()`,
      [ADDRESS],
    );
    expect(hash?.hex).toMatch(/^[0-9a-f]{64}$/);
    for (const { name } of tables) {
      const hits = await db.query(
        `select 1 from ${name} t where t::text like '%' || $1 || '%' or t::text like '%' || $2 || '%'
           or t::text like '%' || left($2, 32) || '%'`,
        [ADDRESS, hash?.hex],
      );
      expect(hits, name).toEqual([]);
    }
  });

  it('two visitors of several ads on one day are two visitors in all and per employer', async () => {
    await db.exec('delete from public.ad_daily_visitors');
    const [other] = await db.query<{ id: string }>(
      `insert into public.jobs (title, employer_name, location, description, status)
       values ('Besöksjobb', 'Region Besök', 'Lund', 'x', 'published') returning id`,
    );
    const views = async (visitor: string, ids: string[]) => {
      const events = ids.map((id) => ({
        event: id === ROWS.bannerPublished ? 'banner_impression' : 'job_view',
        id,
        source: 'search',
        at: new Date().toISOString(),
      }));
      const [row] = await db.query<{ answer: string }>(
        'select public.record_ad_events(gen_random_uuid(), $1::jsonb, $2) as answer',
        [JSON.stringify(events), visitor],
      );
      expect(row?.answer).toBe('counted');
    };
    // Visitor A sees four ads of two employers, visitor B two of Region Test's, in two visits.
    await views('198.51.100.1', [
      ROWS.jobPublished,
      ROWS.jobOpen,
      ROWS.bannerPublished,
      other?.id ?? '',
    ]);
    await views('198.51.100.2', [ROWS.jobPublished]);
    await views('198.51.100.2', [ROWS.bannerPublished]);

    type Figures = {
      visitors: { adId: string; visitors: number }[];
      dailyVisitors: { day: string; visitors: number }[];
      employerVisitors: { day: string; employer: string; visitors: number }[];
    };
    const [row] = await asActor(db, 'admin', () =>
      db.query<{ f: Figures }>(
        'select public.ad_statistics(current_date - 1, current_date + 1) as f',
      ),
    );
    const figures = row?.f;
    // Each ad's own visitors are still there (2 + 1 + 2 + 1 = 6 if summed) ...
    const perAd = Object.fromEntries(figures?.visitors.map((v) => [v.adId, v.visitors]) ?? []);
    expect(perAd).toEqual({
      [ROWS.jobPublished]: 2,
      [ROWS.jobOpen]: 1,
      [ROWS.bannerPublished]: 2,
      [other?.id ?? '']: 1,
    });
    // ... and the day's visitors of all of them, and of each employer's, are the people.
    expect(figures?.dailyVisitors.map((d) => d.visitors)).toEqual([2]);
    expect(
      figures?.employerVisitors.map(({ employer, visitors }) => ({ employer, visitors })),
    ).toEqual([
      { employer: 'Region Besök', visitors: 1 },
      { employer: 'Region Test', visitors: 2 },
    ]);
  });

  it('a visitor is one bit of the day map: the same visitor twice is one visitor', async () => {
    await db.exec('delete from public.ad_daily_visitors');
    const visitor = '198.51.100.3';
    await recordEvents('80000000-0000-4000-8000-000000000003', viewAndBanner(), visitor);
    await recordEvents('80000000-0000-4000-8000-000000000004', viewAndBanner(), visitor);
    const rows = await db.query<{ visitors: number }>(
      'select private.estimated_visitors(seen) as visitors from public.ad_daily_visitors',
    );
    expect(rows).toEqual([{ visitors: 1 }, { visitors: 1 }]);
  });
});

describe('one event of a kind per visitor, ad and day', () => {
  it('counts 50 views of one ad from one visitor once, over several batches', async () => {
    const [before, banners] = [
      await countOf('job_view', ROWS.jobOpen),
      await countOf('banner_click', ROWS.bannerPublished),
    ];
    const at = new Date().toISOString();
    const fifty = Array.from({ length: 50 }, () => ({
      event: 'job_view',
      id: ROWS.jobOpen,
      source: 'direct',
      at,
    }));
    for (let i = 0; i < 3; i += 1) {
      expect(await recordEvents(crypto.randomUUID(), fifty, '198.51.100.50')).toBe('counted');
    }
    expect(await countOf('job_view', ROWS.jobOpen)).toBe(before + 1);
    // A banner clicked counts the impression it proves, once.
    const clicks = fifty.map(() => ({
      event: 'banner_click',
      id: ROWS.bannerPublished,
      source: 'home',
      at,
    }));
    await recordEvents(crypto.randomUUID(), clicks, '198.51.100.51');
    expect(await countOf('banner_click', ROWS.bannerPublished)).toBe(banners + 1);
  });

  it('refuses, counting nothing, an event dated two days back (22008) and a draft or a closed ad like an unknown id (P0002)', async () => {
    const before = await countOf('job_view', ROWS.jobPublished);
    const [today] = await db.query<{ noon: string }>(
      `select ((private.stockholm_today() - 2 + time '12:00') at time zone 'Europe/Stockholm')::text as noon`,
    );
    const twoDaysBack = new Date(String(today?.noon)).toISOString();
    const attempt = (extra: Event) =>
      sqlState(() =>
        recordEvents(crypto.randomUUID(), [...viewAndBanner(), extra], '198.51.100.60'),
      );
    const job = (id: string, at = new Date().toISOString()) => ({
      event: 'job_view',
      id,
      source: 'search',
      at,
    });
    expect(await attempt(job(ROWS.jobPublished, twoDaysBack))).toBe('22008');
    expect(await attempt(job(crypto.randomUUID()))).toBe('P0002');
    expect(await attempt(job(ROWS.jobDraft))).toBe('P0002');
    expect(await attempt(job(ROWS.jobExpired))).toBe('P0002');
    expect(await attempt({ ...job(ROWS.bannerDraft), event: 'banner_impression' })).toBe('P0002');
    expect(await countOf('job_view', ROWS.jobPublished)).toBe(before);
    // Nothing of those was kept: the same visitor's view now counts.
    expect(await recordEvents(crypto.randomUUID(), viewAndBanner(), '198.51.100.60')).toBe(
      'counted',
    );
    expect(await countOf('job_view', ROWS.jobPublished)).toBe(before + 1);
  });

  it('refuses a batch that takes an address past its daily cap (54000), counting nothing of it', async () => {
    const before = await countOf('job_view', ROWS.jobPublished);
    const visitor = '2001:db8:1:2::/64';
    expect(await recordEvents(crypto.randomUUID(), viewAndBanner(), visitor, 3)).toBe('counted');
    expect(await countOf('job_view', ROWS.jobPublished)).toBe(before + 1);
    const beforeBanner = await countOf('banner_impression', ROWS.bannerPublished);
    const over = [
      {
        event: 'banner_impression',
        id: ROWS.bannerPublished,
        source: 'home',
        at: new Date().toISOString(),
      },
      { event: 'job_save', id: ROWS.jobPublished, source: 'search', at: new Date().toISOString() },
    ];
    expect(await sqlState(() => recordEvents(crypto.randomUUID(), over, visitor, 3))).toBe('54000');
    expect(await countOf('job_save', ROWS.jobPublished)).toBe(0);
    expect(await countOf('banner_impression', ROWS.bannerPublished)).toBe(beforeBanner);
  });

  it("keeps the counted events' keys and the caps only as long as the salt", async () => {
    // Today's first batch: today's salt, and only today's keys and caps.
    await onlyYesterdaysSalt();
    await record(crypto.randomUUID());
    const rows = () =>
      db.query<{ n: number }>(
        `select (select count(*) from private.counted_ad_events)::int
           + (select count(*) from private.ad_event_allowances)::int as n`,
      );
    expect((await rows())[0]?.n).toBeGreaterThan(0);
    await db.exec(
      `update private.visitor_salts set day = day - 1;
       update private.counted_ad_events set made_on = made_on - 1;
       update private.ad_event_allowances set made_on = made_on - 1;
       select public.rotate_visitor_salt();`,
    );
    expect(await rows()).toEqual([{ n: 0 }]);
  });
});

describe('who reads the counters', () => {
  // There are counters to read: a visitor has seen an ad and a banner today.
  beforeEach(async () => {
    expect(await record(crypto.randomUUID())).toBe('counted');
  });

  for (const actor of ACTORS) {
    it(`${actor}: ${actor === 'admin' || actor === 'service' ? 'reads' : 'cannot read'} them`, async () => {
      const read = () =>
        db.query<{ n: number }>(
          'select (select count(*) from public.ad_daily_counts)::int + (select count(*) from public.ad_daily_visitors)::int as n',
        );
      if (actor === 'admin') {
        const [row] = await asActor(db, actor, read);
        expect(row?.n).toBeGreaterThan(0);
      } else if (actor === 'anon') {
        expect(await asActor(db, actor, () => sqlState(read))).toBe('42501');
      } else if (actor === 'service') {
        // The functions write through record_ad_events(), never the tables themselves.
        expect(await asActor(db, actor, () => sqlState(read))).toBe('42501');
      } else {
        const [row] = await asActor(db, actor, read);
        expect(row?.n).toBe(0);
      }
    });
  }

  it('only admins get ad_statistics(); nobody but the service role may record', async () => {
    for (const actor of ACTORS) {
      const state = await asActor(db, actor, () =>
        sqlState(() => db.query('select public.ad_statistics(current_date - 30, current_date)')),
      );
      expect(state, actor).toBe(actor === 'admin' ? null : '42501');
      const recording = await asActor(db, actor, () =>
        sqlState(() =>
          db.query("select public.record_ad_events(gen_random_uuid(), '[]'::jsonb, 'x')"),
        ),
      );
      expect(recording, actor).toBe(actor === 'service' ? null : '42501');
    }
  });
});

describe('report links', () => {
  const period = 'current_date - 30, current_date + 1';
  async function linkFor(employer: string, validDays = 30): Promise<string> {
    const [row] = await asActor(db, 'admin', () =>
      db.query<{ token: string }>('select public.create_employer_report_link($1, $2) as token', [
        employer,
        validDays,
      ]),
    );
    // asActor rolls the insert back: what is checked here is who may make one, and its shape.
    return row?.token ?? '';
  }

  it('only admins make them; a link shows its employer only; expired and revoked links are refused', async () => {
    for (const actor of ['anon', 'seekerA'] as const) {
      const state = await asActor(db, actor, () =>
        sqlState(() => db.query("select public.create_employer_report_link('Region Test')")),
      );
      expect(state, actor).toBe('42501');
    }
    expect(await linkFor('Region Test')).toMatch(/^[0-9a-f]{64}$/);

    await db.exec(`insert into public.jobs (title, employer_name, location, description, status)
      values ('Annat jobb', 'Annan Region', 'Lund', 'x', 'published')`);
    const [{ token } = { token: '' }] = await db.query<{ token: string }>(
      `select encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'hex') as token`,
    );
    await db.query(
      `insert into public.employer_report_links (employer_name, token_hash, expires_at)
       values ('Region Test', sha256(convert_to($1, 'UTF8')), now() + interval '1 day')`,
      [token],
    );
    const [report] = await asActor(db, 'anon', () =>
      db.query<{ r: { employer: string; ads: { employer_name: string }[] } }>(
        `select public.employer_report($1, ${period}) as r`,
        [token],
      ),
    );
    expect(report?.r.employer).toBe('Region Test');
    expect(report?.r.ads.length).toBeGreaterThan(0);
    expect(new Set(report?.r.ads.map((a) => a.employer_name))).toEqual(new Set(['Region Test']));

    const refused = () =>
      asActor(db, 'anon', () =>
        sqlState(() => db.query(`select public.employer_report($1, ${period})`, [token])),
      );
    await db.query(
      `update public.employer_report_links set expires_at = now() - interval '1 second' where token_hash = sha256(convert_to($1, 'UTF8'))`,
      [token],
    );
    expect(await refused()).toBe('P0002');
    await db.query(
      `update public.employer_report_links set expires_at = now() + interval '1 day', revoked_at = now()
       where token_hash = sha256(convert_to($1, 'UTF8'))`,
      [token],
    );
    expect(await refused()).toBe('P0002');
    expect(
      await asActor(db, 'anon', () =>
        sqlState(() => db.query(`select public.employer_report('fel', ${period})`)),
      ),
    ).toBe('P0002');
  });
});

describe('report e-mails', () => {
  it('only the service role reads the deliveries (which hold unsent links) or queues reports', async () => {
    for (const actor of ACTORS) {
      const read = await asActor(db, actor, () =>
        sqlState(() => db.query('select token from public.employer_report_deliveries')),
      );
      expect(read, actor).toBe(actor === 'service' ? null : '42501');
      const queue = await asActor(db, actor, () =>
        sqlState(() => db.query('select public.queue_employer_reports()')),
      );
      expect(queue, actor).toBe(actor === 'service' ? null : '42501');
    }
  });
});
