// GoTrue's /verify: the link in an auth e-mail (GET, answered with a redirect to the app carrying
// the session or the error in the URL fragment, or in the PKCE flow an auth code or the error in
// the query) and verifyOtp (POST, token_hash or e-mail + code; a session in either flow).
import type { Queryable } from '../db/index.ts';
import { type AuthError, authErrors } from './errors.ts';
import { PKCE_PREFIX } from './pkce.ts';
import type { AuthSettings } from './settings.ts';
import { confirmEmail, findUserById, type UserRow } from './users.ts';

export const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email', 'email_change'];
export type VerifyType = (typeof VERIFY_TYPES)[number];

/**
 * What following a link did: a session to start for the user (`kind`: the link's type, with
 * type=email resolved), or the first of two e-mail-change links.
 */
export type Verified = { user: UserRow; kind: string } | { pendingSecondLink: true };

export const FIRST_LINK_MESSAGE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const COLUMNS: Record<string, { tokens: string[]; sentAt: string }> = {
  signup: { tokens: ['confirmation_token'], sentAt: 'confirmation_sent_at' },
  invite: { tokens: ['confirmation_token'], sentAt: 'confirmation_sent_at' },
  recovery: { tokens: ['recovery_token'], sentAt: 'recovery_sent_at' },
  magiclink: { tokens: ['recovery_token'], sentAt: 'recovery_sent_at' },
  email_change: {
    tokens: ['email_change_token_new', 'email_change_token_current'],
    sentAt: 'email_change_sent_at',
  },
};

/** The user whose stored hash of `type` matches, with the time its e-mail was sent. */
async function findByHash(
  db: Queryable,
  type: VerifyType,
  hash: string,
): Promise<{ user: UserRow; kind: string; sentAt: Date | null } | null> {
  // type=email is a sign-up confirmation or a magic link, whichever the hash belongs to.
  const kinds = type === 'email' ? ['signup', 'magiclink'] : [type];
  for (const kind of kinds) {
    const columns = COLUMNS[kind];
    if (!columns) continue;
    // A PKCE link's hash is stored with its prefix; an e-mailed code hashes to it without.
    const match = columns.tokens.map((column) => `${column} in ($1, $2)`).join(' or ');
    const { rows } = await db.query<{ id: string; sent_at: Date | null }>(
      `select id, ${columns.sentAt} as sent_at from auth.users where ${match} for update`,
      [hash, PKCE_PREFIX + hash],
    );
    const row = rows[0];
    const user = row ? await findUserById(db, row.id) : null;
    if (user && row) return { user, kind, sentAt: row.sent_at };
  }
  return null;
}

async function applyEmailChange(db: Queryable, user: UserRow, hash: string): Promise<Verified> {
  const bothLinks = !!user.email_change_token_new && !!user.email_change_token_current;
  if (bothLinks && user.email_change_confirm_status === 0) {
    const newLink = user.email_change_token_new;
    const used =
      newLink === hash || newLink === PKCE_PREFIX + hash
        ? 'email_change_token_new'
        : 'email_change_token_current';
    await db.query(
      `update auth.users set ${used} = '', email_change_confirm_status = 1 where id = $1`,
      [user.id],
    );
    return { pendingSecondLink: true };
  }
  const newEmail = user.email_change ?? '';
  try {
    await db.query(
      `update auth.users set email = $2, email_change = '', email_change_token_new = '',
         email_change_token_current = '', email_change_confirm_status = 0, updated_at = now()
       where id = $1`,
      [user.id, newEmail],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw authErrors.emailExists();
    throw error;
  }
  await db.query(
    `update auth.identities
       set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id, newEmail],
  );
  await confirmEmail(db, user.id);
  return { user: (await findUserById(db, user.id)) ?? user, kind: 'email_change' };
}

/** Uses up the link (or code) whose hash is `hash`; otp_expired when unknown, used or too old. */
export async function verifyTokenHash(
  db: Queryable,
  settings: AuthSettings,
  type: string,
  hash: string,
): Promise<Verified> {
  if (!VERIFY_TYPES.includes(type))
    throw authErrors.validation('Verify requires a verification type');
  if (!hash) throw authErrors.otpExpired();
  const found = await findByHash(db, type, hash);
  if (!found) throw authErrors.otpExpired();
  const { user, kind, sentAt } = found;
  const age = sentAt ? Date.now() - sentAt.getTime() : Number.POSITIVE_INFINITY;
  if (age > settings.otpExpirySeconds * 1000) throw authErrors.otpExpired();
  if (kind === 'email_change') return applyEmailChange(db, user, hash);
  if (kind === 'recovery' || kind === 'magiclink') {
    await db.query(`update auth.users set recovery_token = '' where id = $1`, [user.id]);
  }
  await confirmEmail(db, user.id);
  return { user: (await findUserById(db, user.id)) ?? user, kind };
}

// GoTrue's oauthErrorMap: the OAuth `error` for an HTTP status.
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  429: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/**
 * redirect_to with the failure in its fragment, as GoTrue's prepErrorRedirectURL builds it; in
 * the PKCE flow also in its query, where a client reading only `?code=` looks.
 */
export function errorRedirect(redirectTo: string, error: AuthError, pkce = false): string {
  const url = new URL(redirectTo);
  const fragment = new URLSearchParams();
  const oauth = OAUTH_ERRORS[error.status];
  if (oauth) fragment.set('error', oauth);
  fragment.set('error_code', error.code);
  fragment.set('error_description', error.message);
  if (pkce) for (const [key, value] of fragment) url.searchParams.set(key, value);
  fragment.set('sb', '');
  url.hash = fragment.toString();
  return url.toString();
}

/** redirect_to with the auth code in its query (the PKCE flow), as prepPKCERedirectURL does. */
export function codeRedirect(redirectTo: string, code: string): string {
  const url = new URL(redirectTo);
  url.searchParams.set('code', code);
  return url.toString();
}

/** redirect_to with the new session in its fragment (the implicit flow). */
export function sessionRedirect(
  redirectTo: string,
  session: Record<string, unknown>,
  type: string,
): string {
  const url = new URL(redirectTo);
  const fragment = new URLSearchParams();
  for (const key of ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type']) {
    fragment.set(key, String(session[key]));
  }
  fragment.set('type', type);
  fragment.set('sb', '');
  url.hash = fragment.toString();
  return url.toString();
}

export function messageRedirect(redirectTo: string, message: string, pkce = false): string {
  const url = new URL(redirectTo);
  if (pkce) url.searchParams.set('message', message);
  url.hash = new URLSearchParams({ message, sb: '' }).toString();
  return url.toString();
}
