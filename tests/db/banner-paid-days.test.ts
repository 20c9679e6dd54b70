// A banner's paid days run only while it is shown (migration 20261201110100), on PGlite and
// PostgreSQL: a banner pushed off its placement by a newer one keeps its days and its end moves on
// by the wait; when its place frees up it runs the days it had left. Times are relative to the
// transaction's now(); "days passing" shifts every timestamp back, as the clock would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asActor, insertFixtures, rolledBack } from './actors.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertFixtures(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const OLD = 'b1000000-0000-4000-8000-000000000001';
const NEW = 'b1000000-0000-4000-8000-000000000002';
const SIDE = [1, 2, 3, 4].map((n) => `b2000000-0000-4000-8000-00000000000${n}`);

/** A banner published `publishedDaysAgo` days ago with `daysLeft` days of its period left. */
function publish(id: string, position: string, publishedDaysAgo: number, daysLeft: number) {
  return db.write(
    `insert into public.banners (id, title, employer_name, image_url, position, status, published_at, expires_at)
     values ($1, $5, 'Region Test', '/banners/test.svg', $2::public.banner_position, 'published',
             now() - make_interval(days => $3::int), now() + make_interval(days => $4::int))`,
    [id, position, publishedDaysAgo, daysLeft, `Annons ${id.slice(-2)}`],
  );
}

/** Days from now of a banner's shown_from and expires_at, and its paid days left. */
async function period(id: string) {
  const [row] = await db.query<{ shown_from: number; expires_at: number; left: number }>(
    `select extract(epoch from shown_from - now()) / 86400 as shown_from,
            extract(epoch from expires_at - now()) / 86400 as expires_at,
            extract(epoch from expires_at - greatest(shown_from, now())) / 86400 as left
     from public.banners where id = $1`,
    [id],
  );
  if (!row) throw new Error(`no banner ${id}`);
  return {
    shownFrom: Number(row.shown_from),
    expiresAt: Number(row.expires_at),
    left: Number(row.left),
  };
}

/** `days` days pass: every banner's times move back by as much (the clock moving forward). */
const daysPass = (days: number) =>
  db.write(
    `update public.banners set published_at = published_at - make_interval(days => $1::int),
       expires_at = expires_at - make_interval(days => $1::int),
       shown_from = shown_from - make_interval(days => $1::int)
     where status = 'published'`,
    [days],
  );

describe('paid days while pushed off a placement', () => {
  it('a banner pushed off Botten keeps its 20 days and gets them when the newer one is gone', async () => {
    await rolledBack(db, async () => {
      await publish(OLD, 'bottom', 10, 20);
      expect(await period(OLD)).toMatchObject({ shownFrom: 0, left: 20 });

      // A newer banner takes the one place for its 30 days: the older one waits until then, and
      // its end moves on by those 30 days.
      await publish(NEW, 'bottom', 0, 30);
      expect(await period(NEW)).toMatchObject({ shownFrom: 0, expiresAt: 30 });
      expect(await period(OLD)).toMatchObject({ shownFrom: 30, expiresAt: 50, left: 20 });

      // Five days on, the newer one is taken down: the older one shows again, its 20 days intact
      // (under the old rule it would have had 15 left).
      await daysPass(5);
      await db.write(`update public.banners set status = 'draft' where id = $1`, [NEW]);
      const back = await period(OLD);
      expect(back.shownFrom).toBeCloseTo(0, 5);
      expect(back.expiresAt).toBeCloseTo(20, 5);
    });
  });

  it('visitors see the waiting banner until its moved end, and the newer one in the place', async () => {
    const visible = await asActor(
      db,
      'anon',
      () =>
        db.query<{ id: string }>(
          `select id from public.banners where position = 'bottom' and expires_at > now() + interval '40 days'`,
        ),
      `insert into public.banners (id, title, employer_name, image_url, position, status, published_at, expires_at)
       values ('${OLD}', 'a', 'b', '/x.svg', 'bottom', 'published', now() - interval '10 days', now() + interval '20 days'),
              ('${NEW}', 'a', 'b', '/x.svg', 'bottom', 'published', now(), now() + interval '30 days');`,
    );
    expect(visible.map((row) => row.id)).toEqual([OLD]);
  });

  it('Sidokolumn: the fourth newest waits for the first of the three places to free up', async () => {
    await rolledBack(db, async () => {
      await publish(SIDE[0] as string, 'sidebar', 20, 10); // the oldest: 10 days left
      await publish(SIDE[1] as string, 'sidebar', 3, 27);
      await publish(SIDE[2] as string, 'sidebar', 2, 5);
      await publish(SIDE[3] as string, 'sidebar', 1, 29);
      // The three newest are shown; the oldest takes the place that frees first (in 5 days).
      expect(await period(SIDE[2] as string)).toMatchObject({ shownFrom: 0, expiresAt: 5 });
      expect(await period(SIDE[0] as string)).toMatchObject({
        shownFrom: 5,
        expiresAt: 15,
        left: 10,
      });
      // Deleting a shown banner gives the place back at once.
      await db.write('delete from public.banners where id = $1', [SIDE[1]]);
      expect(await period(SIDE[0] as string)).toMatchObject({ shownFrom: 0, expiresAt: 10 });
    });
  });

  it('an admin cannot set shown_from: the database keeps its own', async () => {
    const shownFrom = await asActor(db, 'admin', async () => {
      await db.write(
        `update public.banners set shown_from = now() + interval '100 days' where status = 'published'`,
      );
      return db.query<{ future: boolean }>(
        `select shown_from > now() as future from public.banners where status = 'published'`,
      );
    });
    expect(shownFrom.length).toBeGreaterThan(0);
    expect(shownFrom.every((row) => !row.future)).toBe(true);
  });
});
