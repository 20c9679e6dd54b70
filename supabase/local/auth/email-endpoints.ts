// /verify (GET: the link in an e-mail; POST: verifyOtp), /recover and /resend.
import type { IncomingMessage } from 'node:http';
import { clientKey } from '../body.ts';
import type { Database } from '../db/index.ts';
import type { EmailRequestGate } from './email-limits.ts';
import { type EmailContext, sendEmailChange, sendLink, tokenHash } from './emails.ts';
import { AuthError, authErrors } from './errors.ts';
import { normaliseEmail } from './password.ts';
import { isPkceToken, issueAuthCode, pkceChallenge } from './pkce.ts';
import { RateLimiter } from './rate-limit.ts';
import { optionalString, readJsonBody } from './request.ts';
import { startSession } from './sessions.ts';
import { findUserByEmail } from './users.ts';
import {
  codeRedirect,
  errorRedirect,
  FIRST_LINK_MESSAGE,
  messageRedirect,
  sessionRedirect,
  verifyTokenHash,
} from './verify.ts';

/** An answer that is a 303 to `location` instead of JSON. */
export class Redirect {
  constructor(readonly location: string) {}
}

interface Deps extends EmailContext {
  db: Database;
  emailGate: EmailRequestGate;
  checkRedirect: (requested: string | null | undefined) => string;
}

export function createEmailRoutes(deps: Deps) {
  const { db, config, settings, checkRedirect } = deps;
  const verifyLimiter = new RateLimiter(
    settings.tokenVerificationsPerWindow,
    config.rateLimits.windowSeconds * 1000,
  );

  /** A session, or null for the first link of a double-confirmed e-mail change. */
  function verify(type: string, hash: string): Promise<Record<string, unknown> | null> {
    return db.transaction(async (tx) => {
      const verified = await verifyTokenHash(tx, settings, type, hash);
      return 'user' in verified ? startSession(tx, config, verified.user) : null;
    });
  }

  /** The redirect of a PKCE link: the code the client exchanges for the session it started. */
  function verifyPkceLink(type: string, token: string, redirectTo: string): Promise<string> {
    return db.transaction(async (tx) => {
      const verified = await verifyTokenHash(tx, settings, type, token);
      if (!('user' in verified)) return messageRedirect(redirectTo, FIRST_LINK_MESSAGE, true);
      return codeRedirect(redirectTo, await issueAuthCode(tx, verified.user.id, verified.kind));
    });
  }

  async function verifyLink(req: IncomingMessage, url: URL): Promise<Redirect> {
    const redirectTo = checkRedirect(url.searchParams.get('redirect_to'));
    const type = url.searchParams.get('type') ?? '';
    const token = url.searchParams.get('token') ?? '';
    // GoTrue tells the flows apart by the token alone: the client that asked for the link chose.
    const pkce = isPkceToken(token);
    try {
      if (!verifyLimiter.take(clientKey(req))) throw authErrors.rateLimited();
      if (pkce) return new Redirect(await verifyPkceLink(type, token, redirectTo));
      const session = await verify(type, token);
      return new Redirect(
        session
          ? sessionRedirect(redirectTo, session, type)
          : messageRedirect(redirectTo, FIRST_LINK_MESSAGE),
      );
    } catch (error) {
      if (error instanceof AuthError) return new Redirect(errorRedirect(redirectTo, error, pkce));
      throw error;
    }
  }

  async function verifyOtp(req: IncomingMessage): Promise<unknown> {
    if (!verifyLimiter.take(clientKey(req))) throw authErrors.rateLimited();
    const body = await readJsonBody(req);
    const type = optionalString(body, 'type') ?? '';
    const hashGiven = optionalString(body, 'token_hash');
    const email = optionalString(body, 'email');
    const token = optionalString(body, 'token');
    let hash: string;
    if (hashGiven) hash = hashGiven;
    else if (email && token) hash = tokenHash(normaliseEmail(email), token.trim());
    else throw authErrors.validation('Verify requires either a token or a token hash');
    const session = await verify(type, hash);
    return session ?? { msg: FIRST_LINK_MESSAGE, code: 200 };
  }

  /** 200 {} whether or not the address is registered; 429 for both while limited. */
  async function recover(req: IncomingMessage, url: URL): Promise<unknown> {
    deps.emailGate.admit(req);
    const body = await readJsonBody(req);
    const email = normaliseEmail(body.email);
    const pkce = pkceChallenge(body);
    const redirectTo = checkRedirect(url.searchParams.get('redirect_to'));
    await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (user) await sendLink('recovery', tx, deps, user, redirectTo, pkce);
    });
    return {};
  }

  /** 200 {} and no e-mail when there is nothing to confirm. */
  async function resend(req: IncomingMessage, url: URL): Promise<unknown> {
    deps.emailGate.admit(req);
    const body = await readJsonBody(req);
    const type = optionalString(body, 'type');
    if (type !== 'signup' && type !== 'email_change') {
      throw authErrors.validation('Missing one of these types: signup, email_change');
    }
    const email = normaliseEmail(body.email);
    const pkce = pkceChallenge(body);
    const redirectTo = checkRedirect(url.searchParams.get('redirect_to'));
    await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return;
      if (type === 'signup' && !user.email_confirmed_at) {
        await sendLink('confirmation', tx, deps, user, redirectTo, pkce);
      } else if (type === 'email_change' && user.email_change) {
        await sendEmailChange(tx, deps, user, user.email_change, redirectTo, pkce);
      }
    });
    return {};
  }

  return (
    req: IncomingMessage,
    method: string,
    path: string,
    url: URL,
  ): Promise<unknown> | null => {
    if (path === '/verify' && method === 'GET') return verifyLink(req, url);
    if (path === '/verify' && method === 'POST') return verifyOtp(req);
    if (path === '/recover' && method === 'POST') return recover(req, url);
    if (path === '/resend' && method === 'POST') return resend(req, url);
    return null;
  };
}
