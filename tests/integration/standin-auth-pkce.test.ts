// The stand-in's e-mail links in supabase-js's PKCE flow (flowType: 'pkce'), with the links read
// from the mails a real SMTP server received: a followed link answers with ?code=, which only
// the client holding the code_verifier can exchange for a session, once, while the code is fresh.
// The implicit flow is covered by standin-auth-email.test.ts.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeAuthRedirect,
  readAuthRedirect,
  withoutAuthRedirect,
} from '../../src/features/auth/authRedirect';
import { createConfirmedJobSeeker } from '../support/accounts';
import { verifyLink } from '../support/mail-sink';
import { type EmailHarness, eventually, startEmailHarness } from './email-harness.ts';

let h: EmailHarness;

beforeAll(async () => {
  h = await startEmailHarness();
});

afterAll(async () => {
  await h?.close();
});

const APP = 'http://127.0.0.1:4173';
const newEmail = () => `pkce.${randomUUID().slice(0, 8)}@example.com`;

interface PkceClient {
  client: SupabaseClient;
  /** What supabase-js keeps in its storage (the code verifier among it), as a browser would. */
  storage: Map<string, string>;
}

function pkceClient(harness = h): PkceClient {
  const storage = new Map<string, string>();
  const client = createClient(harness.url, harness.config.anonKey, {
    auth: {
      flowType: 'pkce',
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => {
          storage.set(key, value);
        },
        removeItem: (key) => {
          storage.delete(key);
        },
      },
    },
  });
  return { client, storage };
}

/** The link in the newest mail to `email` whose subject contains `subject`. */
async function linkMailedTo(email: string, subject: string, harness = h): Promise<URL> {
  const mail = await eventually(async () =>
    harness.smtp.messages.findLast(
      (message) => message.envelopeTo.includes(email) && message.subject.includes(subject),
    ),
  );
  return new URL(verifyLink(mail));
}

/** Follows a link as a browser would, without running the app: where the 303 points. */
async function follow(link: URL): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

/** Signs up in the PKCE flow and follows the confirmation link: the code it brings back. */
async function signUpAndFollow(pkce: PkceClient, harness = h) {
  const email = newEmail();
  const { error } = await pkce.client.auth.signUp({
    email,
    password: 'hemligt-1',
    options: { emailRedirectTo: `${APP}/jobs` },
  });
  expect(error).toBeNull();
  const link = await linkMailedTo(email, 'Bekräfta', harness);
  const landed = await follow(link);
  return { email, link, landed, code: landed.searchParams.get('code') ?? '' };
}

/** Where supabase-js keeps the verifier that an exchange without a flow id reads. */
function verifierKey(storage: Map<string, string>): string {
  const key = [...storage.keys()].find((name) => name.endsWith('-auth-token-code-verifier'));
  if (!key) throw new Error('supabase-js stored no code verifier');
  return key;
}

describe('sign-up confirmation in the PKCE flow', () => {
  it('links with a pkce_ token, answers with ?code=, and the code gives the session once', async () => {
    const pkce = pkceClient();
    const { email, link, landed, code } = await signUpAndFollow(pkce);
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(`${landed.origin}${landed.pathname}`).toBe(`${APP}/jobs`);
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(landed.hash).toBe('');

    const key = verifierKey(pkce.storage);
    const verifier = pkce.storage.get(key) ?? '';
    const exchanged = await pkce.client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toEqual(expect.any(String));
    const { data } = await pkce.client.auth.getUser();
    expect(data.user?.email).toBe(email);

    // The same code again, even with the right verifier: the flow state is gone.
    pkce.storage.set(key, verifier);
    const again = await pkce.client.auth.exchangeCodeForSession(code);
    expect(again.error).toMatchObject({ status: 404, code: 'flow_state_not_found' });
    expect(again.data.session).toBeNull();

    // The link itself is used up too; in the PKCE flow the error is in the query as well.
    const reused = await follow(link);
    expect(reused.searchParams.get('code')).toBeNull();
    expect(Object.fromEntries(reused.searchParams)).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    expect(new URLSearchParams(reused.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('refuses a wrong code verifier with bad_code_verifier and keeps the code for the right one', async () => {
    const pkce = pkceClient();
    const { email, code } = await signUpAndFollow(pkce);
    const key = verifierKey(pkce.storage);
    const verifier = pkce.storage.get(key) ?? '';

    pkce.storage.set(key, JSON.stringify(`${randomUUID()}${randomUUID()}`));
    const wrong = await pkce.client.auth.exchangeCodeForSession(code);
    expect(wrong.error).toMatchObject({ status: 400, code: 'bad_code_verifier' });

    pkce.storage.set(key, verifier);
    const right = await pkce.client.auth.exchangeCodeForSession(code);
    expect(right.error).toBeNull();
    expect(right.data.session?.user.email).toBe(email);
  });

  it('does not let a client without the verifier exchange the code', async () => {
    const { code } = await signUpAndFollow(pkceClient());
    const stranger = pkceClient();
    const missing = await stranger.client.auth.exchangeCodeForSession(code);
    expect(missing.error?.name).toBe('AuthPKCECodeVerifierMissingError');
    const response = await fetch(`${h.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: h.config.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth_code: code }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-sb-error-code')).toBe('validation_failed');
  });

  it('lets verifyOtp take the link’s pkce_ token hash and answer with a session at once', async () => {
    const email = newEmail();
    const pkce = pkceClient();
    expect((await pkce.client.auth.signUp({ email, password: 'hemligt-1' })).error).toBeNull();
    const link = await linkMailedTo(email, 'Bekräfta');
    const verified = await pkce.client.auth.verifyOtp({
      token_hash: link.searchParams.get('token') ?? '',
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });

  it('refuses a malformed code_challenge before anything is mailed', async () => {
    const email = newEmail();
    const response = await fetch(`${h.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: h.config.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({
        email,
        password: 'hemligt-1',
        code_challenge: 'för-kort',
        code_challenge_method: 's256',
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    expect(h.smtp.messages.some((message) => message.envelopeTo.includes(email))).toBe(false);
  });
});

describe('password recovery in the PKCE flow', () => {
  it('exchanges the link’s code for a session, fires PASSWORD_RECOVERY, and the password changes', async () => {
    const email = newEmail();
    await createConfirmedJobSeeker(
      { url: h.url, serviceRoleKey: h.config.serviceRoleKey },
      { email, password: 'hemligt-1' },
    );
    const pkce = pkceClient();
    const requested = await pkce.client.auth.resetPasswordForEmail(email, {
      redirectTo: `${APP}/reset-password`,
    });
    expect(requested).toEqual({ data: {}, error: null });
    const link = await linkMailedTo(email, 'nytt lösenord');
    expect(link.searchParams.get('token')).toMatch(/^pkce_/);
    expect(link.searchParams.get('type')).toBe('recovery');
    const landed = await follow(link);
    expect(landed.pathname).toBe('/reset-password');

    const events: string[] = [];
    pkce.client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const exchanged = await pkce.client.auth.exchangeCodeForSession(
      landed.searchParams.get('code') ?? '',
    );
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');

    expect((await pkce.client.auth.updateUser({ password: 'nytt-lösen-9' })).error).toBeNull();
    const signIn = await pkceClient().client.auth.signInWithPassword({
      email,
      password: 'nytt-lösen-9',
    });
    expect(signIn.error).toBeNull();
  });
});

describe('e-mail change in the PKCE flow', () => {
  it('answers the first link with a message and the second with a code for the new address', async () => {
    const email = newEmail();
    const password = 'hemligt-1';
    await createConfirmedJobSeeker(
      { url: h.url, serviceRoleKey: h.config.serviceRoleKey },
      { email, password },
    );
    const pkce = pkceClient();
    expect((await pkce.client.auth.signInWithPassword({ email, password })).error).toBeNull();
    const changed = newEmail();
    const update = await pkce.client.auth.updateUser(
      { email: changed },
      { emailRedirectTo: `${APP}/profile` },
    );
    expect(update.error).toBeNull();

    const first = await follow(await linkMailedTo(email, 'nya e-postadress'));
    expect(first.searchParams.get('message')).toMatch(/^Confirmation link accepted/);
    expect(first.searchParams.get('code')).toBeNull();
    const second = await follow(await linkMailedTo(changed, 'nya e-postadress'));
    const exchanged = await pkce.client.auth.exchangeCodeForSession(
      second.searchParams.get('code') ?? '',
    );
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(changed);
  });
});

describe('an auth code past the flow state expiry', () => {
  let short: EmailHarness;

  beforeAll(async () => {
    short = await startEmailHarness({ AUTH_FLOW_STATE_EXPIRY_SECONDS: '1' });
    delete process.env.AUTH_FLOW_STATE_EXPIRY_SECONDS;
  });

  afterAll(async () => {
    await short?.close();
  });

  it('is refused with flow_state_expired', async () => {
    const pkce = pkceClient(short);
    const { code } = await signUpAndFollow(pkce, short);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const late = await pkce.client.auth.exchangeCodeForSession(code);
    expect(late.error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });
});

describe("the app's reading of a link's redirect (src/features/auth/authRedirect.ts)", () => {
  it('a ?code= landing signs in with the verifier this browser holds, and leaves a clean URL', async () => {
    const pkce = pkceClient();
    const { email, landed } = await signUpAndFollow(pkce);
    const redirect = readAuthRedirect(landed);
    expect(redirect).toEqual({ kind: 'code', code: expect.any(String) });
    expect(withoutAuthRedirect(landed)).toBe('/jobs');
    if (redirect?.kind !== 'code') throw new Error('not a code');
    expect((await completeAuthRedirect(pkce.client, redirect)).error).toBeNull();
    expect((await pkce.client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('an implicit-flow landing signs in a client that has never seen the sign-up', async () => {
    const email = newEmail();
    const signUp = await createClient(h.url, h.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }).auth.signUp({ email, password: 'hemligt-1', options: { emailRedirectTo: `${APP}/jobs` } });
    expect(signUp.error).toBeNull();
    const link = await linkMailedTo(email, 'Bekräfta');
    const landed = await follow(link);
    const redirect = readAuthRedirect(landed);
    expect(redirect).toMatchObject({ kind: 'session', type: 'signup' });
    expect(withoutAuthRedirect(landed)).toBe('/jobs');
    if (redirect?.kind !== 'session') throw new Error('not a session');
    const { client } = pkceClient();
    expect((await completeAuthRedirect(client, redirect)).error).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    // The used link comes back with an error, in the query and the fragment alike.
    expect(readAuthRedirect(await follow(link))).toEqual({ kind: 'error' });
  });

  it('a wrong code gives an error, not a session', async () => {
    const { client } = pkceClient();
    const { error } = await completeAuthRedirect(client, { kind: 'code', code: randomUUID() });
    expect(error).not.toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});
