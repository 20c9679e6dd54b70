// GoTrue's PKCE flow for the e-mailed links: a client that sends a code_challenge gets a link
// whose token is prefixed `pkce_`; following it answers with `?code=<auth code>` instead of a
// session, and only the holder of the code_verifier can swap that code for a session
// (POST /token?grant_type=pkce). A flow state in auth.flow_state ties the code to the user and
// the challenge; it is made when the e-mail goes out and deleted when the code is exchanged.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { StandInConfig } from '../config.ts';
import type { Database, Queryable } from '../db/index.ts';
import { authErrors } from './errors.ts';
import { type Body, optionalString } from './request.ts';
import { startSession } from './sessions.ts';
import type { AuthSettings } from './settings.ts';
import { findUserById, touchLastSignIn } from './users.ts';

export const PKCE_PREFIX = 'pkce_';

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

// GoTrue's AuthenticationMethod names, by the kind of link that starts the flow.
const AUTHENTICATION_METHODS: Record<string, string> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  created_at: Date;
}

/**
 * The request's code_challenge and method (GoTrue's validatePKCEParams, RFC 7636 4.2), or null
 * for the implicit flow, where supabase-js sends both as null.
 */
export function pkceChallenge(body: Body): PkceChallenge | null {
  const challenge = optionalString(body, 'code_challenge') ?? '';
  const method = optionalString(body, 'code_challenge_method') ?? '';
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw authErrors.validation('code challenge has to be between 43 and 128 characters');
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw authErrors.validation(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain') {
    throw authErrors.validation(`unsupported code_challenge method "${method}"`);
  }
  return { challenge, method: lower };
}

export const isPkceToken = (token: string): boolean => token.startsWith(PKCE_PREFIX);

/**
 * Starts a flow for the link of `kind` about to be mailed to the user; returns the prefix for the
 * link's token hash ('' in the implicit flow, which keeps no flow state).
 */
export async function startFlow(
  db: Queryable,
  userId: string,
  kind: string,
  pkce: PkceChallenge | null,
): Promise<string> {
  if (!pkce) return '';
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       authentication_method, created_at)
     values ($1, $2, $3, $4, $5, $6, now())`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, AUTHENTICATION_METHODS[kind]],
  );
  return PKCE_PREFIX;
}

/** The auth code of the user's newest flow of `kind`, for the redirect of a followed link. */
export async function issueAuthCode(db: Queryable, userId: string, kind: string): Promise<string> {
  const { rows } = await db.query<{ auth_code: string }>(
    `select auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, AUTHENTICATION_METHODS[kind]],
  );
  const code = rows[0]?.auth_code;
  if (!code) throw authErrors.noFlowStateForUser();
  return code;
}

/** RFC 7636 4.6: s256 compares base64url(sha256(verifier)) with the challenge, plain compares both. */
function verifierMatches(flow: FlowStateRow, verifier: string): boolean {
  const derived =
    flow.code_challenge_method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  const expected = Buffer.from(flow.code_challenge);
  const actual = Buffer.from(derived);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * POST /token?grant_type=pkce: a session for the auth code's user when the verifier fits its
 * challenge. A wrong verifier leaves the code usable, as in GoTrue; a success uses it up.
 */
export async function exchangeAuthCode(
  db: Database,
  config: StandInConfig,
  settings: AuthSettings,
  body: Body,
): Promise<Record<string, unknown>> {
  const authCode = optionalString(body, 'auth_code') ?? '';
  const verifier = optionalString(body, 'code_verifier') ?? '';
  if (!authCode || !verifier) {
    throw authErrors.validation(
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<FlowStateRow>(
      `select id, user_id, code_challenge, code_challenge_method, created_at
       from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    );
    const flow = rows[0];
    const user = flow?.user_id ? await findUserById(tx, flow.user_id) : null;
    if (!flow || !user) throw authErrors.flowStateNotFound();
    // Counted from the e-mail, not from the click: GoTrue dates only magic-link codes (which the
    // stand-in does not send) from when the link was followed.
    if (Date.now() - flow.created_at.getTime() > settings.flowStateExpirySeconds * 1000) {
      throw authErrors.flowStateExpired();
    }
    if (!verifierMatches(flow, verifier)) throw authErrors.badCodeVerifier();
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    await touchLastSignIn(tx, user.id);
    return startSession(tx, config, (await findUserById(tx, user.id)) ?? user);
  });
}
