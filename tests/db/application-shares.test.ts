// The employer's link to an application in the database: links made before
// the tokens were hashed are hashed by the migration, and keep their token only while their
// notice is still to go out; what a token opens is decided here, not by the page.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertFixtures, ROWS } from './actors.ts';
import { createTestDatabase, readProjectFile, type TestDatabase } from './database.ts';

const MIGRATION = 'supabase/migrations/20261129110000_application_share_hashed_and_withdrawn.sql';
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

let db: TestDatabase;
let tokens: Record<string, string>;

// Each test has a database of its own, migrated from the same state: a test that changes a
// row must not change what the next one reads.
beforeEach(async () => {
  db = await createTestDatabase({ migrationsBefore: MIGRATION });
  await insertFixtures(db);
  // Application A's notice has gone out; B's is still waiting.
  await db.exec(`update public.outgoing_emails set status = 'sent', sent_at = now()
    where kind = 'application-notice' and job_application_id = '${ROWS.applicationA}'`);
  const rows = await db.query<{ application_id: string; token: string }>(
    'select application_id, token from public.application_shares',
  );
  tokens = Object.fromEntries(rows.map((row) => [row.application_id, row.token]));
  await db.exec(readProjectFile(MIGRATION));
}, 120_000);

afterEach(async () => {
  await db?.close();
});

const shareOf = async (applicationId: string) =>
  (
    await db.query<{ token: string | null; token_hash: string }>(
      `select token, encode(token_hash, 'hex') as token_hash from public.application_shares
       where application_id = $1`,
      [applicationId],
    )
  )[0];

const opened = async (token: string) =>
  (
    await db.query<{ share: { state: string; application?: { coverLetter: string } } }>(
      'select public.application_share($1) as share',
      [token],
    )
  )[0]?.share;

describe('application_shares after the migration', () => {
  it('hashes the links there were, and forgets the token of a link whose notice is out', async () => {
    const a = tokens[ROWS.applicationA] ?? '';
    const b = tokens[ROWS.applicationB] ?? '';
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await shareOf(ROWS.applicationA)).toEqual({
      token: null,
      token_hash: sha256(a),
    });
    expect(await shareOf(ROWS.applicationB)).toEqual({ token: b, token_hash: sha256(b) });
    expect((await opened(a))?.state).toBe('open');
  });

  it('forgets the token once the notice is sent, and the link still opens by its hash', async () => {
    const b = tokens[ROWS.applicationB] ?? '';
    await db.exec(`update public.outgoing_emails set status = 'sent', sent_at = now()
      where kind = 'application-notice' and job_application_id = '${ROWS.applicationB}'`);
    expect((await shareOf(ROWS.applicationB))?.token).toBeNull();
    expect((await opened(b))?.application?.coverLetter).toMatch(/^Jag är legitimerad/);
    expect(await opened('0'.repeat(64))).toEqual({ state: 'unknown' });
  });

  it('opens nothing of a withdrawn application', async () => {
    await db.exec(`update public.job_applications set status = 'withdrawn'
      where id = '${ROWS.applicationA}'`);
    expect(await opened(tokens[ROWS.applicationA] ?? '')).toEqual({ state: 'withdrawn' });
  });
});
