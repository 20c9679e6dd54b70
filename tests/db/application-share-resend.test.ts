// The employer's link sent again, in the database: the notice carrying the new link is queued
// once (a notice still waiting carries it instead), and the token is forgotten only when no
// notice is left to carry it, also when the first notice was already being sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asActor, insertFixtures, ROWS, USERS } from './actors.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertFixtures(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const A = ROWS.applicationA;

/** Sends A's link again as the admin, then looks as the owner at what it left. */
async function resendThen<T>(firstNotice: string, look: (token: string) => Promise<T>) {
  return asActor(
    db,
    'admin',
    async () => {
      const [row] = await db.query<{ token: string }>(
        'select public.resend_application_share($1) as token',
        [A],
      );
      await db.exec('reset role');
      return look(row?.token ?? '');
    },
    `update public.outgoing_emails set ${firstNotice}
     where kind = 'application-notice' and job_application_id = '${A}';`,
  );
}

const notices = () =>
  db.query<{ status: string; due: boolean }>(
    `select status, next_attempt_at <= now() as due from public.outgoing_emails
     where kind = 'application-notice' and job_application_id = $1 order by created_at, status`,
    [A],
  );

const storedToken = async () =>
  (
    await db.query<{ token: string | null }>(
      'select token from public.application_shares where application_id = $1',
      [A],
    )
  )[0]?.token;

const markSent = (status: string) =>
  db.exec(`update public.outgoing_emails set status = 'sent', sent_at = now()
      , next_attempt_at = null
    where kind = 'application-notice' and job_application_id = '${A}' and status = '${status}'`);

describe('resend_application_share', () => {
  it('lets a notice still waiting carry the new link instead of queuing a second', async () => {
    const seen = await resendThen(
      `status = 'failed', attempts = 2, next_attempt_at = now() + interval '1 hour'`,
      async (token) => ({ token, stored: await storedToken(), notices: await notices() }),
    );
    expect(seen.stored).toBe(seen.token);
    expect(seen.notices).toEqual([{ status: 'failed', due: true }]);
  });

  it('queues a second notice when the first is out, and forgets the token once that is sent', async () => {
    const seen = await resendThen(
      `status = 'sent', sent_at = now(), next_attempt_at = null`,
      async (token) => {
        const queued = await notices();
        await markSent('pending');
        return { token, queued, forgotten: await storedToken() };
      },
    );
    expect(seen.token).toMatch(/^[0-9a-f]{64}$/);
    expect(seen.queued).toEqual([
      { status: 'sent', due: null },
      { status: 'pending', due: true },
    ]);
    expect(seen.forgotten).toBeNull();
  });

  it('keeps the new token when the first notice, being sent as the admin asked, goes out after', async () => {
    const seen = await resendThen(
      `status = 'sending', next_attempt_at = now() + interval '2 minutes'`,
      async (token) => {
        await markSent('sending');
        const kept = await storedToken();
        await markSent('pending');
        return { token, kept, forgotten: await storedToken() };
      },
    );
    expect(seen.kept).toBe(seen.token);
    expect(seen.forgotten).toBeNull();
  });

  it("goes into the application's history as the admin's, once a resend", async () => {
    const history = () =>
      db.query<{ actor_id: string }>(
        `select actor_id from public.application_activity
         where application_id = $1 and kind = 'share-resent'`,
        [A],
      );
    expect(await history()).toEqual([]);
    const after = await resendThen(`status = 'sent', sent_at = now(), next_attempt_at = null`, () =>
      history(),
    );
    expect(after).toEqual([{ actor_id: USERS.admin }]);
  });
});
