// Auth of the stand-in through supabase-js itself: sign-up (e-mail confirmation on, as in
// supabase/config.toml), sign-in, refresh rotation, user updates, sign-out and rate limits, with
// GoTrue's response and error shapes. The e-mail flows have their own file (standin-auth-email).
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedJobSeeker } from '../support/accounts';
import { latestMailTo, messagesTo, verifyLink } from '../support/mail-sink';
import { clientFor, DEMO, type StandIn, startStandIn } from '../support/standin';

let standIn: StandIn;

beforeAll(async () => {
  // Many sign-ups from one address; the per-address e-mail limit has its own test
  // (standin-auth-email).
  standIn = await startStandIn({ env: { RATE_LIMIT_EMAIL_PER_ADDRESS: '1000' } });
});

afterAll(async () => {
  await standIn?.stop();
});

const newEmail = () => `Doktor.${randomUUID().slice(0, 8)}@Example.com`;

describe('sign-up', () => {
  it('returns a GoTrue user without a session, and the e-mailed link confirms and signs in', async () => {
    const client = clientFor(standIn);
    const email = newEmail();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'hemligt1',
      options: {
        data: { full_name: 'Anna Berg', phone: '070-123 45 67' },
        emailRedirectTo: 'http://127.0.0.1:4173/jobs',
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Anna Berg', phone: '070-123 45 67', email_verified: false },
      is_anonymous: false,
    });
    expect(user?.email_confirmed_at).toBeUndefined();
    expect(user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(user?.identities).toHaveLength(1);
    expect(user?.identities?.[0]).toMatchObject({ provider: 'email', id: user?.id });

    const unconfirmed = await clientFor(standIn).auth.signInWithPassword({
      email,
      password: 'hemligt1',
    });
    expect(unconfirmed.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = await latestMailTo(standIn.url, email, 'Bekräfta din e-postadress');
    const link = await fetch(verifyLink(mail), { redirect: 'manual' });
    expect(link.status).toBe(303);
    const fragment = new URLSearchParams(new URL(link.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    const claims = decodeJwt(fragment.get('access_token') ?? '');
    expect(claims).toMatchObject({
      sub: user?.id,
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      email: email.toLowerCase(),
    });
    expect(claims.session_id).toEqual(expect.any(String));
    // config.toml's [auth] jwt_expiry: 5 minutes.
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);

    const signIn = await client.auth.signInWithPassword({ email, password: 'hemligt1' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(signIn.data.user?.user_metadata.email_verified).toBe(true);
    // The database's sign-up trigger made the profile from the metadata.
    const profile = await client.from('job_seeker_profiles').select('full_name, phone').single();
    expect(profile.data).toEqual({ full_name: 'Anna Berg', phone: '070-123 45 67' });
  });

  it('does not tell whether a confirmed address is registered: a look-alike user, no e-mail', async () => {
    const { data, error } = await clientFor(standIn).auth.signUp({
      email: DEMO.jobSeeker.email.toUpperCase(),
      password: 'annat-lösen',
      options: { data: { full_name: 'Inkräktare' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email: DEMO.jobSeeker.email,
      role: '',
      identities: [],
      user_metadata: { full_name: 'Inkräktare' },
    });
    expect(data.user?.id).not.toBe('a0000000-0000-4000-8000-000000000002');
    expect(await messagesTo(standIn.url, DEMO.jobSeeker.email)).toEqual([]);
    // The real account keeps its password.
    expect((await clientFor(standIn).auth.signInWithPassword(DEMO.jobSeeker)).error).toBeNull();
  });

  it('refuses a weak password with reasons and stores no user', async () => {
    const email = newEmail();
    // config.toml's minimum_password_length is 8.
    const { error } = await clientFor(standIn).auth.signUp({ email, password: 'kort123' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Password should be at least 8 characters.');
    expect((error as { reasons?: string[] }).reasons).toEqual(['length']);
    const signIn = await clientFor(standIn).auth.signInWithPassword({ email, password: 'kort123' });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it('refuses a common password as leaked-password protection does (reason pwned)', async () => {
    for (const password of ['password', 'Password1', 'qwerty123', '12345678', 'Lösenord123']) {
      const { error } = await clientFor(standIn).auth.signUp({ email: newEmail(), password });
      expect(error?.name).toBe('AuthWeakPasswordError');
      expect(error?.status).toBe(422);
      expect((error as { reasons?: string[] }).reasons).toEqual(['pwned']);
    }
    const own = await clientFor(standIn).auth.signUp({
      email: newEmail(),
      password: 'Tåg-till-Kiruna',
    });
    expect(own.error).toBeNull();
  });

  it('refuses passwords over 72 characters and malformed e-mail addresses', async () => {
    const long = await clientFor(standIn).auth.signUp({
      email: newEmail(),
      password: 'a'.repeat(73),
    });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const bad = await clientFor(standIn).auth.signUp({
      email: 'inte-en-adress',
      password: 'hemligt1',
    });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('sign-in and tokens', () => {
  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await clientFor(standIn).auth.signInWithPassword({
      email: DEMO.jobSeeker.email,
      password: 'fel-lösenord',
    });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const unknown = await clientFor(standIn).auth.signInWithPassword({
      email: 'ingen@example.com',
      password: 'fel-lösenord',
    });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('rotates refresh tokens and refuses a used one, revoking its session', async () => {
    const client = clientFor(standIn);
    const signIn = await client.auth.signInWithPassword(DEMO.jobSeeker);
    expect(signIn.error).toBeNull();
    const first = signIn.data.session?.refresh_token ?? '';

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token ?? '';
    expect(second).not.toBe(first);
    expect(refreshed.data.session?.user.id).toBe(signIn.data.user?.id);

    const reused = await clientFor(standIn).auth.refreshSession({ refresh_token: first });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // Reuse means the token may be stolen: the whole session's tokens are revoked.
    const after = await clientFor(standIn).auth.refreshSession({ refresh_token: second });
    expect(after.error?.code).toBe('refresh_token_already_used');

    const unknown = await clientFor(standIn).auth.refreshSession({ refresh_token: 'finns-inte' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('returns the signed-in user and refuses a forged token', async () => {
    const client = clientFor(standIn);
    const signIn = await client.auth.signInWithPassword(DEMO.jobSeeker);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(signIn.data.user?.id);
    expect(data.user?.email).toBe(DEMO.jobSeeker.email);

    const token = signIn.data.session?.access_token ?? '';
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    const refused = await clientFor(standIn).auth.getUser(forged);
    expect(refused.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});

describe('user updates', () => {
  it('merges metadata, changes the password and refuses a taken e-mail', async () => {
    const email = newEmail().toLowerCase();
    const client = clientFor(standIn);
    await createConfirmedJobSeeker(standIn, {
      email,
      password: 'hemligt1',
      metadata: { full_name: 'Bo' },
    });
    expect(
      (await client.auth.signInWithPassword({ email, password: 'hemligt1' })).error,
    ).toBeNull();

    const updated = await client.auth.updateUser({ data: { profession: 'läkare' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({
      full_name: 'Bo',
      profession: 'läkare',
    });

    const same = await client.auth.updateUser({ password: 'hemligt1' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const changed = await client.auth.updateUser({ password: 'nytt-hemligt' });
    expect(changed.error).toBeNull();
    const oldPassword = await clientFor(standIn).auth.signInWithPassword({
      email,
      password: 'hemligt1',
    });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
    const newPassword = await clientFor(standIn).auth.signInWithPassword({
      email,
      password: 'nytt-hemligt',
    });
    expect(newPassword.error).toBeNull();

    const taken = await client.auth.updateUser({ email: DEMO.admin.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('sign-out', () => {
  it('revokes the refresh token and ends the session', async () => {
    const client = clientFor(standIn);
    const signIn = await client.auth.signInWithPassword(DEMO.jobSeeker);
    const session = signIn.data.session;
    expect((await client.auth.signOut()).error).toBeNull();

    const refresh = await clientFor(standIn).auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    // GoTrue answers 403 session_not_found; auth-js turns that into AuthSessionMissingError.
    const user = await clientFor(standIn).auth.getUser(session?.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
    expect(user.data.user).toBeNull();
  });
});

describe('HTTP surface', () => {
  it('echoes the API version and names the error code in a header', async () => {
    const response = await fetch(`${standIn.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: standIn.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email: DEMO.jobSeeker.email, password: 'fel' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('answers /user without a Bearer token with no_authorization', async () => {
    const response = await fetch(`${standIn.url}/auth/v1/user`, {
      headers: { apikey: standIn.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('no_authorization');
  });

  it('refuses requests without a valid API key', async () => {
    const none = await fetch(`${standIn.url}/auth/v1/user`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${standIn.url}/auth/v1/user`, { headers: { apikey: 'nyckel' } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Invalid API key');
  });

  it('refuses invalid JSON with bad_json', async () => {
    const response = await fetch(`${standIn.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: standIn.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('bad_json');
  });
});

describe('rate limits', () => {
  let limited: StandIn;

  beforeAll(async () => {
    limited = await startStandIn({
      env: { RATE_LIMIT_SIGN_IN_SIGN_UPS: '3', RATE_LIMIT_TOKEN_REFRESH: '2' },
    });
  });

  afterAll(async () => {
    await limited?.stop();
  });

  it('answers 429 over_request_rate_limit once an IP used up its sign-ins', async () => {
    const attempts = [];
    for (let i = 0; i < 4; i++) {
      attempts.push(await clientFor(limited).auth.signInWithPassword(DEMO.jobSeeker));
    }
    expect(attempts.slice(0, 3).map((a) => a.error)).toEqual([null, null, null]);
    expect(attempts[3]?.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('limits token refreshes separately', async () => {
    const refreshes = [];
    for (let i = 0; i < 3; i++) {
      refreshes.push(await clientFor(limited).auth.refreshSession({ refresh_token: 'x' }));
    }
    expect(refreshes[0]?.error?.code).toBe('refresh_token_not_found');
    expect(refreshes[2]?.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
