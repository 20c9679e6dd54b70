// "Ladda ner mina uppgifter" promises everything stored about the user. The schema's catalog
// names every table that refers to a user (a foreign key to auth.users or to the profile, or a
// user column); each must be exported or say why it holds no data about the user.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOT_PERSONAL_TABLES, PERSONAL_TABLES } from '@/features/account/personalTables';
import { createTestDatabase, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

/** Tables outside Supabase's own schemas that refer to a user, named as PostgREST names them. */
async function userReferencingTables(): Promise<string[]> {
  const rows = await db.query<{ name: string }>(`
    select distinct c.conrelid::regclass::text as name
      from pg_constraint c
     where c.contype = 'f'
       and c.confrelid in ('auth.users'::regclass, 'public.job_seeker_profiles'::regclass)
    union
    select distinct format('%I.%I', table_schema, table_name)::regclass::text
      from information_schema.columns
     where column_name in ('user_id', 'applicant_id', 'owner_id') or column_name like '%\\_user\\_id'
    except
    select format('%I.%I', n.nspname, c.relname)::regclass::text
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('auth', 'storage', 'pg_catalog', 'information_schema')
    order by 1`);
  return rows.map((row) => row.name);
}

it('every table referring to a user is in the export, or says why it holds no data about them', async () => {
  const exported = new Set<string>(PERSONAL_TABLES.map((personal) => personal.table));
  const referencing = await userReferencingTables();
  // The catalog query finds the tables the export is known to need.
  expect(referencing).toEqual(
    expect.arrayContaining(['job_seeker_profiles', 'professional_profiles', 'job_applications']),
  );
  const forgotten = referencing.filter(
    (table) => !exported.has(table) && !(table in NOT_PERSONAL_TABLES),
  );
  expect(forgotten).toEqual([]);
  // No stale exemption: each one still refers to a user.
  expect(referencing).toEqual(expect.arrayContaining(Object.keys(NOT_PERSONAL_TABLES)));
});

it('the tables a cascade deletes with a user are exported, never exempted', async () => {
  const cascading = await db.query<{ name: string }>(`
    select distinct conrelid::regclass::text as name from pg_constraint
     where contype = 'f' and confrelid = 'auth.users'::regclass and confdeltype = 'c'
       and connamespace = 'public'::regnamespace`);
  const exported = new Set<string>(PERSONAL_TABLES.map((personal) => personal.table));
  for (const { name } of cascading) expect(exported, name).toContain(name);
});

it('the signed-in user may read every exported table', async () => {
  for (const { table } of PERSONAL_TABLES) {
    const [grant] = await db.query<{ allowed: boolean }>(
      `select has_any_column_privilege('authenticated', $1, 'select') as allowed`,
      [`public.${table}`],
    );
    expect(grant?.allowed, table).toBe(true);
  }
});

it("the only Storage bucket with users' files is the documents bucket, whose files the export holds", async () => {
  // A new bucket with users' files: add them to the ZIP (fetchMyData's files), then here.
  // banner-images holds the admins' banner pictures, no one's personal data.
  const buckets = await db.query<{ id: string }>('select id from storage.buckets order by id');
  expect(buckets.map((bucket) => bucket.id)).toEqual(['banner-images', 'documents']);
});
