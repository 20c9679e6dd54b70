// Deleting an account (GDPR): the stand-in's GoTrue admin endpoint /auth/v1/admin/users/{id}
// (service role only) and the delete-account function behind "Radera mitt konto", which checks
// the password and removes the auth user with every personal row.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAs,
  type EmailHarness,
  LETTER,
  signUpJobSeeker,
  startEmailHarness,
} from './email-harness.ts';

let h: EmailHarness;

beforeAll(async () => {
  h = await startEmailHarness();
}, 120_000);

afterAll(async () => {
  await h?.close();
});

/** Every row of ours that names the user, table by table (empty arrays when none remain). */
async function personalRows(userId: string, applicationId: string) {
  const rows = async (table: string, column: string, value: string) => {
    const { data, error } = await h.service.from(table).select('*').eq(column, value);
    if (error) throw error;
    return data;
  };
  return {
    profile: await rows('job_seeker_profiles', 'user_id', userId),
    applications: await rows('job_applications', 'applicant_id', userId),
    savedJobs: await rows('saved_jobs', 'user_id', userId),
    emails: await rows('outgoing_emails', 'job_application_id', applicationId),
  };
}

const adminUsers = (id: string, method: 'GET' | 'DELETE', token?: string) =>
  fetch(`${h.url}/auth/v1/admin/users/${id}`, {
    method,
    headers: {
      apikey: h.config.anonKey,
      'X-Supabase-Api-Version': '2024-01-01',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });

/** A job seeker who has applied to a published job and saved it. */
async function seekerWithApplicationAndSavedJob() {
  const seeker = await signUpJobSeeker(h);
  const jobId = await h.publishJob();
  const applicationId = await applyAs(seeker.client, seeker.id, jobId, LETTER);
  expect((await seeker.client.from('saved_jobs').insert({ job_id: jobId })).error).toBeNull();
  return { seeker, applicationId };
}

/** Every personal row of the account is gone, and its password no longer signs in. */
async function expectAccountGone(
  seeker: Awaited<ReturnType<typeof signUpJobSeeker>>,
  applicationId: string,
) {
  expect(await personalRows(seeker.id, applicationId)).toEqual({
    profile: [],
    applications: [],
    savedJobs: [],
    emails: [],
  });
  const signIn = await h.newClient().auth.signInWithPassword({
    email: seeker.email,
    password: seeker.password,
  });
  expect(signIn.error?.code).toBe('invalid_credentials');
}

describe('DELETE /auth/v1/admin/users/{id}', () => {
  it('answers only the service role, as GoTrue: 401 without a token, 403 not_admin otherwise', async () => {
    const seeker = await signUpJobSeeker(h);
    const { data } = await seeker.client.auth.getSession();
    const ownToken = data.session?.access_token;

    const noToken = await adminUsers(seeker.id, 'DELETE');
    expect(noToken.status).toBe(401);
    expect((await noToken.json()).code).toBe('no_authorization');
    for (const token of [h.config.anonKey, ownToken]) {
      const refused = await adminUsers(seeker.id, 'DELETE', token);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    }
    const { data: still } = await h.service.auth.admin.getUserById(seeker.id);
    expect(still.user?.email).toBe(seeker.email);
  });

  it('answers 404 user_not_found for an unknown id and for one that is not a UUID', async () => {
    const missing = await h.service.auth.admin.deleteUser(randomUUID());
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.code).toBe('user_not_found');
    const bad = await adminUsers('not-a-uuid', 'DELETE', h.config.serviceRoleKey);
    expect(bad.status).toBe(404);
  });

  it('deletes the user and, by cascade, every personal row; the password no longer signs in', async () => {
    const { seeker, applicationId } = await seekerWithApplicationAndSavedJob();

    const { data, error } = await h.service.auth.admin.deleteUser(seeker.id);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(seeker.id);
    await expectAccountGone(seeker, applicationId);
  });
});

describe('delete-account', () => {
  it('refuses a caller without a session (401) and a wrong password (403), deleting nothing', async () => {
    const anonymous = await h.anon.functions.invoke('delete-account', {
      body: { password: 'x' },
    });
    expect(anonymous.error?.context.status).toBe(401);

    const seeker = await signUpJobSeeker(h);
    const wrong = await seeker.client.functions.invoke('delete-account', {
      body: { password: 'fel-lösenord' },
    });
    expect(wrong.error?.context.status).toBe(403);
    expect((await wrong.error?.context.json())?.error).toBe(
      'Fel lösenord. Kontot har inte raderats.',
    );
    const empty = await seeker.client.functions.invoke('delete-account', { body: {} });
    expect(empty.error?.context.status).toBe(400);
    expect((await empty.error?.context.json())?.fields).toEqual({
      password: 'Skriv ditt lösenord för att radera kontot',
    });
    const { data } = await h.service.auth.admin.getUserById(seeker.id);
    expect(data.user?.id).toBe(seeker.id);
  });

  it('with the right password deletes the account and all its rows; signing in fails after', async () => {
    const { seeker, applicationId } = await seekerWithApplicationAndSavedJob();

    const { data, error } = await seeker.client.functions.invoke('delete-account', {
      body: { password: seeker.password },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    await expectAccountGone(seeker, applicationId);
  });

  it('keeps the last admin account and says why (409)', async () => {
    const admin = h.newClient();
    const { error: signInError } = await admin.auth.signInWithPassword({
      email: 'admin@lakarjobb.local',
      password: 'Admin123!',
    });
    expect(signInError).toBeNull();
    const refused = await admin.functions.invoke('delete-account', {
      body: { password: 'Admin123!' },
    });
    expect(refused.error?.context.status).toBe(409);
    expect((await refused.error?.context.json())?.error).toMatch(/enda administratörskontot/);
  });

  it('refuses the 13th metadata update past 4 KB; the user still reads and deletes the account', async () => {
    const { seeker, applicationId } = await seekerWithApplicationAndSavedJob();
    const note = 'x'.repeat(300);
    const answers = [];
    for (let i = 10; i < 23; i++) {
      answers.push((await seeker.client.auth.updateUser({ data: { [`note${i}`]: note } })).error);
    }
    expect(answers.slice(0, 12)).toEqual(Array(12).fill(null));
    expect(answers[12]).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(answers[12]?.message).toMatch(/user_metadata would be too large/);

    const { data: user } = await seeker.client.auth.getUser();
    const size = Buffer.byteLength(JSON.stringify(user.user?.user_metadata));
    expect(size).toBeLessThanOrEqual(4096);
    expect(user.user?.user_metadata.note22).toBeUndefined();
    const { data: session } = await seeker.client.auth.getSession();
    expect(session.session?.access_token.length).toBeLessThan(8 * 1024);

    const profile = await seeker.client.from('job_seeker_profiles').select('full_name');
    expect(profile.error).toBeNull();
    expect(profile.data).toHaveLength(1);
    const deleted = await seeker.client.functions.invoke('delete-account', {
      body: { password: seeker.password },
    });
    expect(deleted.error).toBeNull();
    await expectAccountGone(seeker, applicationId);
  });
});

// It spends the sign-in limit of this process's address (127.0.0.1), which is also the address
// the functions reach Auth from: so on a stand-in of its own, and the other tests, in any order,
// keep their sign-ins.
describe('delete-account with the sign-ins of the functions’ address spent', () => {
  let shared: EmailHarness;

  beforeAll(async () => {
    shared = h;
    h = await startEmailHarness();
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    h = shared;
  });

  it('deletes the account after someone else used up the sign-ins of the functions’ address', async () => {
    const { seeker, applicationId } = await seekerWithApplicationAndSavedJob();
    const stranger = h.newClient();
    const failures = [];
    for (let i = 0; i < 31; i++) {
      const { error } = await stranger.auth.signInWithPassword({
        email: `nagon-${i}@example.se`,
        password: 'fel-lösenord',
      });
      failures.push(error?.code);
    }
    expect(failures.at(-1)).toBe('over_request_rate_limit');

    const { data, error } = await seeker.client.functions.invoke('delete-account', {
      body: { password: seeker.password },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    // Signing in from here is limited now; the admin API says whether the user is gone.
    expect((await personalRows(seeker.id, applicationId)).applications).toEqual([]);
    const gone = await h.service.auth.admin.getUserById(seeker.id);
    expect(gone.error).toMatchObject({ status: 404 });
  });
});
