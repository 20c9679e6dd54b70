// Functions know their caller from the access token itself, as hosted Edge Functions do behind
// verify_jwt: asking Auth for every call made all callers one client of Auth, so one
// account's burst of calls gave other users 401 "Du måste vara inloggad".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFrom } from '../support/client-address';
import { DEMO, type StandIn, signedInClient, startStandIn } from '../support/standin';

let standIn: StandIn;
let burstToken: string;
let otherToken: string;

beforeAll(async () => {
  standIn = await startStandIn({ env: { STANDIN_EMAIL_QUEUE_INTERVAL_MS: '0' } });
  const tokenOf = async (email: string, password: string) => {
    const client = await signedInClient(standIn, email, password);
    return (await client.auth.getSession()).data.session?.access_token ?? '';
  };
  burstToken = await tokenOf(DEMO.admin.email, DEMO.admin.password);
  otherToken = await tokenOf(DEMO.jobSeeker.email, DEMO.jobSeeker.password);
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

/** save-professional-profile with an unknown status: 400 once the caller is known, else 401. */
const saveProfile = (from: string, token: string) =>
  fetchFrom(from)(`${standIn.url}/functions/v1/save-professional-profile`, {
    method: 'POST',
    headers: {
      apikey: standIn.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ status: 'astronaut' }),
  });

describe('the caller of a function', () => {
  it('is known to another user while one account has 30 calls in flight', async () => {
    // The first call starts the functions' Deno host.
    expect((await saveProfile('127.0.0.3', otherToken)).status).toBe(400);

    const burst = Promise.all(
      Array.from({ length: 30 }, () => saveProfile('127.0.0.2', burstToken)),
    );
    const others = await Promise.all(
      Array.from({ length: 5 }, () => saveProfile('127.0.0.3', otherToken)),
    );
    const answers = await Promise.all(others.map((r) => r.json()));
    expect(others.map((r) => r.status)).toEqual(Array(5).fill(400));
    expect(answers[0]).toMatchObject({ error: 'Profilen innehåller fel.' });
    expect((await burst).map((r) => r.status)).toEqual(Array(30).fill(400));
  }, 60_000);

  it('is nobody for the anon or the service-role key', async () => {
    for (const key of [standIn.anonKey, standIn.serviceRoleKey]) {
      const answer = await saveProfile('127.0.0.4', key);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: 'Du måste vara inloggad.' });
    }
  });
});
