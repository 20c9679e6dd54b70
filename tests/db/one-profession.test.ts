// Issue 50: the profession is asked once, as Yrke in the professional profile. The migration
// gives a profile without a status the sign-up's profession, and a saved status is written back
// to job_seeker_profiles.profession (AT- and BT-läkare as underläkare), on PGlite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertFixtures, USERS } from './actors.ts';
import { createTestDatabase, readProjectFile, type TestDatabase } from './database.ts';

const MIGRATION = 'supabase/migrations/20261129200100_one_profession_question.sql';
let db: TestDatabase;

const status = async (userId: string) =>
  (
    await db.query<{ status: string | null }>(
      `select profile ->> 'status' as status from public.professional_profiles where user_id = $1`,
      [userId],
    )
  )[0]?.status;
const profession = async (userId: string) =>
  (
    await db.query<{ profession: string | null }>(
      'select profession::text from public.job_seeker_profiles where user_id = $1',
      [userId],
    )
  )[0]?.profession;

// Each test has a database of its own, migrated from the same state: a test that changes a
// row must not change what the next one reads.
beforeEach(async () => {
  db = await createTestDatabase({ migrationsBefore: MIGRATION });
  await insertFixtures(db);
  // Before: A chose "specialist" at sign-up and saved a professional profile without a status;
  // B chose "överläkare" and a status of their own.
  await db.exec(`
    update public.job_seeker_profiles set profession = 'specialist' where user_id = '${USERS.seekerA}';
    update public.job_seeker_profiles set profession = 'överläkare' where user_id = '${USERS.seekerB}';
    insert into public.professional_profiles (user_id, profile) values
      ('${USERS.seekerA}', '{"status": "", "summary": "A"}'),
      ('${USERS.seekerB}', '{"status": "ST-läkare", "summary": "B"}');
  `);
  await db.exec(readProjectFile(MIGRATION));
}, 120_000);

afterEach(async () => {
  await db?.close();
});

describe('one Yrke question', () => {
  it("fills an empty status from the sign-up's profession and keeps a status that was given", async () => {
    expect(await status(USERS.seekerA)).toBe('specialist');
    expect(await status(USERS.seekerB)).toBe('ST-läkare');
  });

  it('writes a saved status back to the profession, AT- and BT-läkare as underläkare', async () => {
    await db.query(
      `update public.professional_profiles set profile = jsonb_set(profile, '{status}', '"AT-läkare"')
        where user_id = $1`,
      [USERS.seekerA],
    );
    expect(await profession(USERS.seekerA)).toBe('underläkare');
    await db.query(
      `update public.professional_profiles set profile = jsonb_set(profile, '{status}', '"överläkare"')
        where user_id = $1`,
      [USERS.seekerA],
    );
    expect(await profession(USERS.seekerA)).toBe('överläkare');
  });
});
