// The database's side of the document checks on PGlite and PostgreSQL: which objects count as unattached
// (a day after their upload, nothing referring to them) and the rules of the documents trigger
// on rows written directly, as the Storage server's superuser writes them on hosted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtures, rolledBack, USERS } from './actors.ts';
import { createTestDatabase, sqlState, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertFixtures(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const DOC_A = '30000000-0000-4000-8000-0000000000a1';
const DOC_B = '30000000-0000-4000-8000-0000000000b2';
const DOC_C = '30000000-0000-4000-8000-0000000000c3';

function putObject(name: string, metadata: Record<string, unknown>, age = '0 hours') {
  return db.query(
    `insert into storage.objects (bucket_id, name, owner_id, metadata, version, created_at)
     values ('documents', $1, $2, $3, 'v1', now() - $4::interval)`,
    [name, USERS.seekerA, JSON.stringify(metadata), age],
  );
}

const pdf = (size: number) => ({ mimetype: 'application/pdf', size, cacheControl: 'max-age=3600' });

describe('unattached_documents', () => {
  it('lists objects a day old that no profile document or application refers to', async () => {
    await rolledBack(db, async () => {
      await putObject(`${USERS.seekerA}/${DOC_A}`, pdf(10), '25 hours');
      await putObject(`${USERS.seekerA}/${DOC_B}`, pdf(10), '25 hours');
      await putObject(`${USERS.seekerA}/${DOC_C}`, pdf(10), '2 hours');
      await db.query(
        `insert into public.profile_documents (id, user_id, kind, file_name, mime_type, size_bytes)
         values ($1, $2, 'cv', 'cv.pdf', 'application/pdf', 10)`,
        [DOC_B, USERS.seekerA],
      );
      const names = await db.query<{ name: string }>(
        `select name from public.unattached_documents('1 day') as name`,
      );
      expect(names.map((row) => row.name)).toEqual([`${USERS.seekerA}/${DOC_A}`]);
    });
  });
});

describe('the documents trigger', () => {
  it('refuses a malformed or unlisted type, odd Cache-Control, a long key and a total past 50 MB', async () => {
    const refused = (name: string, metadata: Record<string, unknown>) =>
      rolledBack(db, () => sqlState(() => putObject(name, metadata)));
    const key = `${USERS.seekerA}/${DOC_A}`;
    expect(await refused(key, { ...pdf(10), mimetype: 'image/png/;text/html' })).toBe('42501');
    expect(await refused(key, { ...pdf(10), mimetype: 'text/html' })).toBe('42501');
    expect(await refused(key, { ...pdf(10), cacheControl: 'max-age=1\r\nX: y' })).toBe('42501');
    expect(await refused(`${USERS.seekerA}/${'a'.repeat(300)}`, pdf(10))).toBe('42501');
    expect(await refused(key, pdf(50 * 1024 * 1024 + 1))).toBe('42501');
    expect(await refused(key, pdf(50 * 1024 * 1024))).toBeNull();
  });
});
