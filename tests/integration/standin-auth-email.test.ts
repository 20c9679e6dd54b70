// The stand-in's e-mail flows of Supabase Auth through supabase-js, reading links and codes from
// the mail sink: /verify (link and verifyOtp), /recover, /resend, e-mail change, the admin API,
// and GoTrue's error codes and e-mail limits for each.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConfirmedJobSeeker } from '../support/accounts';
import { clientAt } from '../support/client-address';
import {
  latestMailTo,
  messagesTo,
  type SinkMessage,
  sinkMessages,
  verifyLink,
} from '../support/mail-sink';
import { clientFor, DEMO, type StandIn, startStandIn } from '../support/standin';

let standIn: StandIn;

beforeAll(async () => {
  // Many sign-ins from one address; the per-IP limit has its own test in standin-auth.
  // Many sign-ups and links from one address; the per-address e-mail limit has its own test below.
  standIn = await startStandIn({
    env: { RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000', RATE_LIMIT_EMAIL_PER_ADDRESS: '1000' },
  });
});

afterAll(async () => {
  await standIn?.stop();
});

const APP = 'http://127.0.0.1:4173';
const newEmail = () => `lakare.${randomUUID().slice(0, 8)}@example.com`;

/** Follows a link as a browser would, without running the app: where the 303 points. */
async function follow(link: string): Promise<{ url: URL; params: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const url = new URL(response.headers.get('location') ?? '');
  return { url, params: new URLSearchParams(url.hash.slice(1)) };
}

const codeIn = (message: SinkMessage) => new URL(verifyLink(message)).searchParams.get('token');

async function confirmedUser(password = 'hemligt-1') {
  const email = newEmail();
  const id = await createConfirmedJobSeeker(standIn, { email, password });
  const client = clientFor(standIn);
  expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  return { email, password, id, client };
}

describe('confirmation links', () => {
  it('signs in through the link once; the same link again is otp_expired in the fragment', async () => {
    const email = newEmail();
    await clientFor(standIn).auth.signUp({
      email,
      password: 'hemligt-1',
      options: { emailRedirectTo: `${APP}/jobs/abc` },
    });
    const mail = await latestMailTo(standIn.url, email, 'Bekräfta');
    expect(mail.subject).toBe('Bekräfta din e-postadress hos Läkarjobb Norden');
    expect(mail.html).toContain(email);

    const first = await follow(verifyLink(mail));
    expect(`${first.url.origin}${first.url.pathname}`).toBe(`${APP}/jobs/abc`);
    for (const key of ['access_token', 'refresh_token', 'expires_in', 'expires_at']) {
      expect(first.params.get(key)).toBeTruthy();
    }
    expect(first.params.get('token_type')).toBe('bearer');

    const again = await follow(verifyLink(mail));
    expect(Object.fromEntries(again.params)).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    expect(again.params.get('access_token')).toBeNull();
  });

  it('opens without an API key, as a link in an e-mail does', async () => {
    const response = await fetch(`${standIn.url}/auth/v1/verify?token=x&type=signup`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
  });

  it('sends a redirect_to outside the allowed URLs to the site URL', async () => {
    const email = newEmail();
    await clientFor(standIn).auth.signUp({
      email,
      password: 'hemligt-1',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const mail = await latestMailTo(standIn.url, email);
    expect(new URL(verifyLink(mail)).searchParams.get('redirect_to')).toBe(APP);
  });

  it('verifies by token hash and by e-mail and code (verifyOtp), each once', async () => {
    const byHash = newEmail();
    await clientFor(standIn).auth.signUp({ email: byHash, password: 'hemligt-1' });
    const hash = codeIn(await latestMailTo(standIn.url, byHash)) ?? '';
    const client = clientFor(standIn);
    const verified = await client.auth.verifyOtp({ token_hash: hash, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(byHash);
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    const reused = await clientFor(standIn).auth.verifyOtp({ token_hash: hash, type: 'signup' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const byCode = newEmail();
    await clientFor(standIn).auth.signUp({ email: byCode, password: 'hemligt-1' });
    await latestMailTo(standIn.url, byCode);
    const wrong = await clientFor(standIn).auth.verifyOtp({
      email: byCode,
      token: '000000x',
      type: 'email',
    });
    expect(wrong.error?.code).toBe('otp_expired');
  });

  it('re-sends the link (a new one) on /resend, after max_frequency', async () => {
    const email = newEmail();
    await clientFor(standIn).auth.signUp({ email, password: 'hemligt-1' });
    const first = await latestMailTo(standIn.url, email);
    // config.toml's max_frequency is 60 s: at once again is refused with GoTrue's code.
    const soon = await clientFor(standIn).auth.resend({ type: 'signup', email });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(soon.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(await messagesTo(standIn.url, email)).toHaveLength(1);
    // Nothing to confirm: 200 and no e-mail, for an unknown and for a confirmed address alike.
    expect(
      (await clientFor(standIn).auth.resend({ type: 'signup', email: newEmail() })).error,
    ).toBeNull();
    expect(
      (await clientFor(standIn).auth.resend({ type: 'signup', email: DEMO.jobSeeker.email })).error,
    ).toBeNull();
    expect(await messagesTo(standIn.url, DEMO.jobSeeker.email)).toEqual([]);
    expect(first.subject).toContain('Bekräfta');
  });

  it('sends the link again when an unconfirmed address signs up again, keeping the password', async () => {
    const email = newEmail();
    await clientFor(standIn).auth.signUp({ email, password: 'hemligt-1' });
    const again = await clientFor(standIn).auth.signUp({ email, password: 'annat-lösen' });
    // Within max_frequency: refused, nothing changed.
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    await follow(verifyLink(await latestMailTo(standIn.url, email)));
    const signIn = await clientFor(standIn).auth.signInWithPassword({
      email,
      password: 'hemligt-1',
    });
    expect(signIn.error).toBeNull();
  });
});

describe('password recovery', () => {
  it('mails a link for a known address, answers an unknown one alike, and the link lets the password change', async () => {
    const { email, password } = await confirmedUser();
    const unknown = await clientFor(standIn).auth.resetPasswordForEmail(newEmail());
    expect(unknown).toEqual({ data: {}, error: null });
    const known = await clientFor(standIn).auth.resetPasswordForEmail(email, {
      redirectTo: `${APP}/aterstall-losenord`,
    });
    expect(known).toEqual({ data: {}, error: null });
    const mail = await latestMailTo(standIn.url, email, 'nytt lösenord');
    expect(mail.subject).toBe('Välj ett nytt lösenord hos Läkarjobb Norden');

    const tooSoon = await clientFor(standIn).auth.resetPasswordForEmail(email);
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    const { params, url } = await follow(verifyLink(mail));
    expect(url.pathname).toBe('/aterstall-losenord');
    expect(params.get('type')).toBe('recovery');
    const client = clientFor(standIn);
    const session = await client.auth.setSession({
      access_token: params.get('access_token') ?? '',
      refresh_token: params.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    const weak = await client.auth.updateUser({ password: 'kort' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length']);
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await client.auth.updateUser({ password: 'nytt-lösen-9' })).error).toBeNull();

    const old = await clientFor(standIn).auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await clientFor(standIn).auth.signInWithPassword({
      email,
      password: 'nytt-lösen-9',
    });
    expect(fresh.error).toBeNull();
  });

  it("ends the account's other sessions when the password changes", async () => {
    const { email, password, client } = await confirmedUser();
    const other = clientFor(standIn);
    await other.auth.signInWithPassword({ email, password });
    expect((await client.auth.updateUser({ password: 'nytt-lösen-9' })).error).toBeNull();
    const { data } = await other.auth.getSession();
    const user = await clientFor(standIn).auth.getUser(data.session?.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
    expect((await client.auth.getUser()).error).toBeNull();
  });
});

describe('e-mail change', () => {
  it('changes the address only after the links to both addresses are followed', async () => {
    const { email, client, id } = await confirmedUser();
    const next = newEmail();
    const taken = await client.auth.updateUser({ email: DEMO.admin.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });

    const asked = await client.auth.updateUser(
      { email: next },
      { emailRedirectTo: `${APP}/profile` },
    );
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email, new_email: next });
    const toNew = await latestMailTo(standIn.url, next, 'nya e-postadress');
    const toOld = await latestMailTo(standIn.url, email, 'nya e-postadress');
    expect(toNew.text).toContain(`från ${email} till ${next}`);

    const firstLink = await follow(verifyLink(toOld));
    expect(firstLink.params.get('message')).toMatch(/^Confirmation link accepted/);
    expect((await client.auth.refreshSession()).data.user?.email).toBe(email);

    const resent = await client.auth.resend({ type: 'email_change', email });
    expect(resent.error?.code).toBe('over_email_send_rate_limit');

    const second = await follow(verifyLink(toNew));
    expect(second.params.get('type')).toBe('email_change');
    const admin = clientFor(standIn, standIn.serviceRoleKey);
    const stored = await admin.auth.admin.getUserById(id);
    expect(stored.data.user).toMatchObject({ email: next });
    expect(stored.data.user?.new_email).toBeUndefined();
    expect(stored.data.user?.identities?.[0]?.identity_data?.email).toBe(next);
  });

  it('accepts the two codes through verifyOtp; the first answers with a message, no session', async () => {
    const { email, client } = await confirmedUser();
    const next = newEmail();
    await client.auth.updateUser({ email: next });
    const hashNew = codeIn(await latestMailTo(standIn.url, next)) ?? '';
    const hashOld = codeIn(await latestMailTo(standIn.url, email)) ?? '';
    const first = await clientFor(standIn).auth.verifyOtp({
      token_hash: hashNew,
      type: 'email_change',
    });
    expect(first).toMatchObject({ data: { user: null, session: null }, error: null });
    const second = await clientFor(standIn).auth.verifyOtp({
      token_hash: hashOld,
      type: 'email_change',
    });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(next);
  });
});

describe('metadata and admin API', () => {
  it('refuses a 200 KB user_metadata at sign-up and on update with validation_failed', async () => {
    const big = { note: 'x'.repeat(200_000) };
    const email = newEmail();
    const signUp = await clientFor(standIn).auth.signUp({
      email,
      password: 'hemligt-1',
      options: { data: big },
    });
    expect(signUp.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(signUp.error?.message).toMatch(/too large.*4096 bytes/);
    expect(await messagesTo(standIn.url, email)).toEqual([]);
    const { client } = await confirmedUser();
    const update = await client.auth.updateUser({ data: big });
    expect(update.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('creates confirmed users for the service role only, and reads one back', async () => {
    const anonAdmin = clientFor(standIn).auth.admin;
    const refused = await anonAdmin.createUser({ email: newEmail(), email_confirm: true });
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });

    const admin = clientFor(standIn, standIn.serviceRoleKey).auth.admin;
    const email = newEmail();
    const created = await admin.createUser({
      email,
      password: 'hemligt-1',
      email_confirm: true,
      user_metadata: { full_name: 'Admin Skapad' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(await messagesTo(standIn.url, email)).toEqual([]);
    const read = await admin.getUserById(created.data.user?.id ?? '');
    expect(read.data.user?.user_metadata.full_name).toBe('Admin Skapad');
    const again = await admin.createUser({ email, email_confirm: true });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    const missing = await admin.getUserById(randomUUID());
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});

describe('e-mail limits of the whole server', () => {
  // A stand-in per test: each starts with the whole hourly budget (2) and spends it itself, so
  // no test counts on the e-mails another one sent.
  let limited: StandIn;

  beforeEach(async () => {
    limited = await startStandIn({
      env: {
        RATE_LIMIT_EMAIL_SENT: '2',
        RATE_LIMIT_EMAIL_PER_ADDRESS: '1000',
        AUTH_OTP_EXPIRY_SECONDS: '1',
      },
    });
  });

  afterEach(async () => {
    await limited?.stop();
  });

  const signUp = (email: string) =>
    clientFor(limited).auth.signUp({ email, password: 'hemligt-1' });

  it('refuses a sign-up past the hourly e-mail limit and stores no user', async () => {
    const emails = [newEmail(), newEmail(), newEmail()];
    const results = [];
    for (const email of emails) {
      results.push(await signUp(email));
    }
    expect(results.map((r) => r.error?.code ?? null)).toEqual([
      null,
      null,
      'over_email_send_rate_limit',
    ]);
    expect(results[2]?.error?.status).toBe(429);
    const admin = clientFor(limited, limited.serviceRoleKey).auth.admin;
    // The refused address is free: an admin can create it.
    const created = await admin.createUser({ email: emails[2] ?? '', email_confirm: true });
    expect(created.error).toBeNull();
  });

  it('answers a registered and an unknown address alike once the budget is spent', async () => {
    const spent = [];
    for (const email of [newEmail(), newEmail()]) spent.push((await signUp(email)).error);
    expect(spent).toEqual([null, null]);
    const email = newEmail();
    await createConfirmedJobSeeker(limited, { email, password: 'hemligt-1' });
    const known = await clientFor(limited).auth.resetPasswordForEmail(email);
    const unknown = await clientFor(limited).auth.resetPasswordForEmail(newEmail());
    expect(known.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(unknown.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('answers an expired link with otp_expired', async () => {
    expect((await signUp(newEmail())).error).toBeNull();
    const [mail] = await sinkMessages(limited.url);
    if (!mail) throw new Error('the sign-up above sent no e-mail');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { params } = await follow(verifyLink(mail));
    expect(params.get('error_code')).toBe('otp_expired');
  });
});

describe('secure_password_change', () => {
  let strict: StandIn;

  beforeAll(async () => {
    // Every session counts as older than the window (24 h in GoTrue), so no test waits a day.
    strict = await startStandIn({ env: { AUTH_REAUTHENTICATION_AFTER_SECONDS: '0' } });
  });

  afterAll(async () => {
    await strict?.stop();
  });

  it('changes the password of an old session only with the code reauthenticate() mails', async () => {
    const email = newEmail();
    await createConfirmedJobSeeker(strict, { email, password: 'hemligt-1' });
    const client = clientFor(strict);
    await client.auth.signInWithPassword({ email, password: 'hemligt-1' });

    const bare = await client.auth.updateUser({ password: 'nytt-lösen-9' });
    expect(bare.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await latestMailTo(strict.url, email, 'verifieringskod');
    const code = mail.text.match(/\b\d{6}\b/)?.[0] ?? '';
    const wrong = await client.auth.updateUser({ password: 'nytt-lösen-9', nonce: '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    const changed = await client.auth.updateUser({ password: 'nytt-lösen-9', nonce: code });
    expect(changed.error).toBeNull();
    // A code is good once.
    const again = await client.auth.updateUser({ password: 'tredje-lösen', nonce: code });
    expect(again.error?.code).toBe('reauthentication_not_valid');
    const signIn = await clientFor(strict).auth.signInWithPassword({
      email,
      password: 'nytt-lösen-9',
    });
    expect(signIn.error).toBeNull();
  });
});

describe('one address, one account, one client’s share', () => {
  let owners: StandIn;
  /** Access tokens live this long here; config.toml says 300 s (see the test of config.ts). */
  const TOKEN_SECONDS = 4;

  beforeAll(async () => {
    // No wait between two links to one address, so a second sign-up sends one at once.
    owners = await startStandIn({
      env: {
        AUTH_EMAIL_MAX_FREQUENCY_SECONDS: '0',
        RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000',
        JWT_EXPIRY: String(TOKEN_SECONDS),
      },
    });
  });

  afterAll(async () => {
    await owners?.stop();
  });

  it('leaves the attacker’s password refused when the owner of the address confirms', async () => {
    const address = newEmail();
    const attacker = clientAt(owners, '127.0.0.2');
    const squat = await attacker.auth.signUp({ email: address, password: 'angriparens-1' });
    expect(squat.error).toBeNull();
    const owner = clientAt(owners, '127.0.0.3');
    const own = await owner.auth.signUp({ email: address, password: 'agarens-losen-1' });
    expect(own.error).toBeNull();

    const [newest] = await messagesTo(owners.url, address);
    if (!newest) throw new Error('no confirmation e-mail');
    const { params } = await follow(verifyLink(newest));
    expect(params.get('access_token')).toBeTruthy();

    const attackerSignIn = await clientFor(owners).auth.signInWithPassword({
      email: address,
      password: 'angriparens-1',
    });
    expect(attackerSignIn.error?.code).toBe('invalid_credentials');

    // The confirming person is signed in by the link and chooses the account's password.
    const confirmed = clientFor(owners);
    await confirmed.auth.setSession({
      access_token: params.get('access_token') ?? '',
      refresh_token: params.get('refresh_token') ?? '',
    });
    const { data } = await confirmed.auth.getUser();
    expect(data.user?.app_metadata.password_required).toBe(true);
    expect((await confirmed.auth.updateUser({ password: 'mitt-eget-lösen-7' })).error).toBeNull();
    const signIn = await clientFor(owners).auth.signInWithPassword({
      email: address,
      password: 'mitt-eget-lösen-7',
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.app_metadata.password_required).toBeUndefined();
    const stale = await clientFor(owners).auth.signInWithPassword({
      email: address,
      password: 'angriparens-1',
    });
    expect(stale.error?.code).toBe('invalid_credentials');
  });

  it('lets 30 sign-ups from one address spend only its share, not everyone’s', async () => {
    const flood = clientAt(owners, '127.0.0.4');
    const answers: (string | null)[] = [];
    for (let i = 0; i < 30; i++) {
      const { error } = await flood.auth.signUp({ email: newEmail(), password: 'hemligt-1' });
      answers.push(error?.code ?? null);
    }
    // config.toml's email_sent is 30 an hour; one address may make a third of the requests.
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(answers.slice(10)).toEqual(Array(20).fill('over_request_rate_limit'));

    // While limited, a registered and an unknown address are answered alike.
    const known = await flood.auth.resetPasswordForEmail(DEMO.jobSeeker.email);
    const unknown = await flood.auth.resetPasswordForEmail(newEmail());
    expect(known.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(unknown.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    // Another address signs up and resets a password as usual.
    const other = clientAt(owners, '127.0.0.5');
    const fresh = newEmail();
    expect((await other.auth.signUp({ email: fresh, password: 'hemligt-1' })).error).toBeNull();
    expect((await latestMailTo(owners.url, fresh, 'Bekräfta')).to).toEqual([fresh]);
    const registered = newEmail();
    await createConfirmedJobSeeker(owners, { email: registered, password: 'hemligt-1' });
    expect((await other.auth.resetPasswordForEmail(registered)).error).toBeNull();
    expect((await latestMailTo(owners.url, registered, 'nytt lösenord')).to).toEqual([registered]);
  });

  it('stops another session’s REST reads within the token lifetime after a password change', async () => {
    const email = newEmail();
    await createConfirmedJobSeeker(owners, { email, password: 'hemligt-1' });
    const mine = clientFor(owners);
    const elsewhere = clientFor(owners);
    expect((await mine.auth.signInWithPassword({ email, password: 'hemligt-1' })).error).toBeNull();
    const { data } = await elsewhere.auth.signInWithPassword({ email, password: 'hemligt-1' });
    const copied = data.session?.access_token ?? '';
    // The other session's access token as a copy of it would be used: straight at PostgREST.
    const read = () =>
      fetch(`${owners.url}/rest/v1/job_seeker_profiles?select=email`, {
        headers: { apikey: owners.anonKey, Authorization: `Bearer ${copied}` },
      });
    expect(await (await read()).json()).toEqual([{ email }]);
    const changedAt = Date.now();
    expect((await mine.auth.updateUser({ password: 'nytt-lösen-9' })).error).toBeNull();

    let answer = await read();
    while (answer.ok && Date.now() - changedAt < (TOKEN_SECONDS + 2) * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await read();
    }
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'PGRST303' });
    expect(Date.now() - changedAt).toBeLessThan((TOKEN_SECONDS + 2) * 1000);
    // Its refresh token ended with the password change: no new access token either.
    expect((await elsewhere.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
  });
});
