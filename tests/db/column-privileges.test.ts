// Column privileges: visitors and signed-in users read exactly the columns the public
// site shows (the app's PUBLIC_*_COLUMNS), the admin-only ones (employer_email, price,
// created_by) only through the *_admin_fields functions, which answer admins alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_BANNER_COLUMNS, PUBLIC_JOB_COLUMNS } from '../../src/lib/publicColumns.ts';
import { ACTORS, asActor, insertFixtures, ROWS } from './actors.ts';
import { createTestDatabase, sqlState, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertFixtures(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const names = (list: string) => list.split(', ').sort();

async function readableColumns(role: string, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $2::regclass and a.attnum > 0 and not a.attisdropped
       and has_column_privilege($1, a.attrelid, a.attnum, 'select')
     order by a.attname`,
    [role, `public.${table}`],
  );
  return rows.map((row) => row.name);
}

describe('column privileges', () => {
  for (const role of ['anon', 'authenticated']) {
    it(`${role} reads exactly the public columns of jobs and banners`, async () => {
      expect(await readableColumns(role, 'jobs')).toEqual(names(PUBLIC_JOB_COLUMNS));
      expect(await readableColumns(role, 'banners')).toEqual(names(PUBLIC_BANNER_COLUMNS));
    });
  }

  const adminOnly: [string, string, string][] = [
    ['jobs', 'employer_email', ROWS.jobPublished],
    ['jobs', 'created_by', ROWS.jobPublished],
    ['banners', 'price', ROWS.bannerPublished],
    ['banners', 'created_by', ROWS.bannerPublished],
  ];
  for (const [table, column, id] of adminOnly) {
    it(`${table}.${column}: only the service role reads it from the table`, async () => {
      for (const actor of ACTORS) {
        const state = await asActor(db, actor, () =>
          sqlState(() => db.query(`select ${column} from public.${table} where id = $1`, [id])),
        );
        expect([actor, state]).toEqual([actor, actor === 'service' ? null : '42501']);
      }
    });
  }

  it('answers the admin-only columns to admins alone, through the admin functions', async () => {
    const call = `select * from public.job_admin_fields(array[$1]::uuid[])
                  union all select id, price::text from public.banner_admin_fields(array[$2]::uuid[])`;
    const ids = [ROWS.jobPublished, ROWS.bannerPublished];
    for (const actor of ACTORS) {
      const outcome = await asActor(db, actor, async () => {
        const state = await sqlState(() => db.query(call, ids));
        return state ?? (await db.query(call, ids)).length;
      });
      const expected = { anon: '42501', seekerA: 0, seekerB: 0, admin: 2, service: 0 }[actor];
      expect([actor, outcome]).toEqual([actor, expected]);
    }
  });
});
