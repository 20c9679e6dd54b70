// The GoTrue endpoints auth-js calls, mounted at /auth/v1, with the e-mail settings of
// supabase/config.toml: with enable_confirmations a sign-up gets a link by e-mail and no session.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isServiceRoleCall } from '../admission.ts';
import { BodyTooLargeError, clientKey } from '../body.ts';
import type { StandInConfig, StandInServices } from '../config.ts';
import { DatabaseUnavailableError } from '../db/index.ts';
import type { RouteHandler } from '../http.ts';
import { createAdminRoutes } from './admin.ts';
import { createEmailRoutes, Redirect } from './email-endpoints.ts';
import { EmailRequestGate } from './email-limits.ts';
import { sendEmailChange, sendLink } from './emails.ts';
import { AuthError, authErrors, sendAuthError, sendAuthJson } from './errors.ts';
import { AuthMailer } from './mailer.ts';
import {
  checkMergedMetadata,
  checkPasswordStrength,
  hashPassword,
  metadataFrom,
  normaliseEmail,
  passwordMatchesUser,
} from './password.ts';
import { exchangeAuthCode, pkceChallenge } from './pkce.ts';
import { RateLimiter } from './rate-limit.ts';
import { checkReauthentication, sendReauthentication } from './reauthenticate.ts';
import { redirectChecker } from './redirect.ts';
import { authenticate, isUniqueViolation, optionalString, readJsonBody } from './request.ts';
import { endSessions, type LogoutScope, rotateRefreshToken, startSession } from './sessions.ts';
import { loadAuthSettings } from './settings.ts';
import {
  findUserByEmail,
  findUserById,
  insertEmailUser,
  touchLastSignIn,
  type UserChanges,
  updateUser,
  userJson,
} from './users.ts';

/**
 * GoTrue's answer to a sign-up for an address that is already confirmed (sanitizeUser): a user
 * that looks new, so the answer does not tell whether the address is registered.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function createAuthHandler(config: StandInConfig, services: StandInServices): RouteHandler {
  const { db } = services;
  const settings = loadAuthSettings(config.projectRoot);
  const emailContext = { config, settings, mailer: new AuthMailer(config, settings) };
  const emailGate = new EmailRequestGate(settings.emailRequestsPerAddress, emailContext.mailer);
  const checkRedirect = redirectChecker(config, settings);
  const windowMs = config.rateLimits.windowSeconds * 1000;
  const signInLimiter = new RateLimiter(config.rateLimits.signInSignUps, windowMs);
  const refreshLimiter = new RateLimiter(config.rateLimits.tokenRefresh, windowMs);
  const emailRoutes = createEmailRoutes({ db, checkRedirect, emailGate, ...emailContext });
  const adminRoutes = createAdminRoutes(db, config, settings);

  async function signUp(req: IncomingMessage, url: URL): Promise<unknown> {
    if (!signInLimiter.take(clientKey(req))) throw authErrors.rateLimited();
    if (!settings.autoconfirm) emailGate.admit(req);
    const body = await readJsonBody(req);
    const email = normaliseEmail(body.email);
    const password = optionalString(body, 'password');
    if (!password) throw authErrors.validation('Signup requires a valid password');
    checkPasswordStrength(password, settings.minPasswordLength);
    const data = metadataFrom(body.data, 'data') ?? {};
    const pkce = pkceChallenge(body);
    const redirectTo = checkRedirect(url.searchParams.get('redirect_to'));
    // Hashed for every address, so a registered one is not answered faster.
    const passwordHash = await hashPassword(password);
    try {
      return await db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, email);
        if (existing?.email_confirmed_at) {
          if (settings.autoconfirm) throw authErrors.userAlreadyExists();
          return obfuscatedUser(email, data);
        }
        if (existing) {
          // Not confirmed yet: the link goes out again; the password stays what it was.
          await sendLink('confirmation', tx, emailContext, existing, redirectTo, pkce);
          return userJson(tx, (await findUserById(tx, existing.id)) ?? existing);
        }
        const user = await insertEmailUser(tx, {
          email,
          passwordHash,
          data,
          confirmed: settings.autoconfirm,
        });
        if (settings.autoconfirm) {
          await touchLastSignIn(tx, user.id);
          return startSession(tx, config, (await findUserById(tx, user.id)) ?? user);
        }
        await sendLink('confirmation', tx, emailContext, user, redirectTo, pkce);
        return userJson(tx, (await findUserById(tx, user.id)) ?? user);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw authErrors.userAlreadyExists();
      if (error instanceof AuthError || error instanceof DatabaseUnavailableError) throw error;
      // A failing trigger on auth.users (e.g. the profile trigger) rolls the whole sign-up back.
      console.error('[auth] sign-up failed in the database:', (error as Error).message);
      throw authErrors.databaseFailure('Database error saving new user');
    }
  }

  async function passwordGrant(req: IncomingMessage): Promise<unknown> {
    // The functions' own password checks (delete-account, with the service-role key) are limited
    // per account by the function; counted here they would share one address with everyone.
    const own = isServiceRoleCall(req, config.serviceRoleKey);
    if (!own && !signInLimiter.take(clientKey(req))) throw authErrors.rateLimited();
    const body = await readJsonBody(req);
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password') ?? '';
    if (!rawEmail) throw authErrors.validation('missing email or phone');
    const email = rawEmail.trim().toLowerCase();
    // One turn at the database for the whole sign-in: on PGlite each turn may wait for a
    // statement in progress.
    return db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      // One bcrypt comparison whether or not the address exists: equal timing for both refusals.
      if (!(await passwordMatchesUser(password, user)) || !user) {
        throw authErrors.invalidCredentials();
      }
      if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
      await touchLastSignIn(tx, user.id);
      return startSession(tx, config, (await findUserById(tx, user.id)) ?? user);
    });
  }

  async function refreshGrant(req: IncomingMessage): Promise<unknown> {
    if (!refreshLimiter.take(clientKey(req))) throw authErrors.rateLimited();
    const body = await readJsonBody(req);
    const token = optionalString(body, 'refresh_token');
    if (!token) throw authErrors.refreshTokenNotFound();
    const result = await db.transaction((tx) => rotateRefreshToken(tx, config, token));
    if (result instanceof AuthError) throw result;
    return result;
  }

  async function pkceGrant(req: IncomingMessage): Promise<unknown> {
    if (!refreshLimiter.take(clientKey(req))) throw authErrors.rateLimited();
    return exchangeAuthCode(db, config, settings, await readJsonBody(req));
  }

  async function getUser(req: IncomingMessage): Promise<unknown> {
    const { user } = await authenticate(req, db, config.jwtSecret);
    return userJson(db, user);
  }

  async function putUser(req: IncomingMessage, url: URL): Promise<unknown> {
    const { user, sessionId } = await authenticate(req, db, config.jwtSecret);
    const body = await readJsonBody(req);
    const changes: UserChanges = {};
    const password = optionalString(body, 'password');
    if (password !== undefined) {
      checkPasswordStrength(password, settings.minPasswordLength);
      if (await passwordMatchesUser(password, user)) throw authErrors.samePassword();
      changes.passwordHash = await hashPassword(password);
    }
    const rawEmail = optionalString(body, 'email');
    const email = rawEmail === undefined ? undefined : normaliseEmail(rawEmail);
    const newEmail = email !== undefined && email !== user.email ? email : undefined;
    if (newEmail && !settings.autoconfirm) emailGate.admit(req);
    // Under autoconfirm the address changes at once; otherwise only through the e-mailed links.
    if (newEmail && settings.autoconfirm) changes.email = newEmail;
    changes.data = metadataFrom(body.data, 'data');
    if (changes.data) checkMergedMetadata(user.raw_user_meta_data, changes.data);
    const pkce = pkceChallenge(body);
    const redirectTo = checkRedirect(url.searchParams.get('redirect_to'));
    try {
      return await db.transaction(async (tx) => {
        if (changes.passwordHash) {
          const nonce = optionalString(body, 'nonce');
          await checkReauthentication(tx, settings, user, sessionId, nonce);
        }
        if (newEmail) {
          const holder = await findUserByEmail(tx, newEmail);
          if (holder && holder.id !== user.id) throw authErrors.emailExists();
        }
        const updated = await updateUser(tx, user.id, changes);
        if (newEmail && !settings.autoconfirm) {
          await sendEmailChange(tx, emailContext, updated, newEmail, redirectTo, pkce);
        }
        // A new password ends the account's other sessions, as GoTrue's UpdatePassword does.
        if (changes.passwordHash) await endSessions(tx, user.id, sessionId, 'others');
        return userJson(tx, (await findUserById(tx, user.id)) ?? updated);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw authErrors.emailExists();
      throw error;
    }
  }

  async function reauthenticate(req: IncomingMessage): Promise<unknown> {
    const { user } = await authenticate(req, db, config.jwtSecret);
    if (!user.email) throw authErrors.validation('Reauthentication requires an email address');
    emailGate.admit(req);
    await db.transaction((tx) => sendReauthentication(tx, emailContext, user));
    return {};
  }

  async function logout(req: IncomingMessage, url: URL): Promise<null> {
    const { user, sessionId } = await authenticate(req, db, config.jwtSecret);
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw authErrors.validation(`Unsupported logout scope "${scope}"`);
    }
    await endSessions(db, user.id, sessionId, scope as LogoutScope);
    return null;
  }

  function route(req: IncomingMessage, path: string, url: URL): Promise<unknown> {
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/signup') return signUp(req, url);
    if (method === 'POST' && path === '/token') {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') return passwordGrant(req);
      if (grant === 'refresh_token') return refreshGrant(req);
      if (grant === 'pkce') return pkceGrant(req);
      return Promise.reject(authErrors.validation('unsupported_grant_type'));
    }
    if (path === '/user' && method === 'GET') return getUser(req);
    if (path === '/user' && method === 'PUT') return putUser(req, url);
    if (method === 'POST' && path === '/logout') return logout(req, url);
    if (method === 'GET' && path === '/reauthenticate') return reauthenticate(req);
    if (method === 'GET' && path === '/health') {
      return Promise.resolve({ name: 'GoTrue (stand-in)', description: 'Local Supabase Auth' });
    }
    return (
      emailRoutes(req, method, path, url) ??
      adminRoutes(req, method, path) ??
      Promise.reject(authErrors.notFound())
    );
  }

  return async (req: IncomingMessage, res: ServerResponse, ctx) => {
    try {
      const result = await route(req, ctx.path, ctx.url);
      if (result instanceof Redirect) {
        res.writeHead(303, { Location: result.location });
        res.end();
      } else if (result === null) {
        res.writeHead(204, { 'X-Supabase-Api-Version': '2024-01-01' });
        res.end();
      } else {
        sendAuthJson(res, 200, result);
      }
    } catch (error) {
      if (error instanceof AuthError) return sendAuthError(req, res, error);
      if (error instanceof BodyTooLargeError) {
        return sendAuthError(req, res, new AuthError(413, 'request_too_large', error.message));
      }
      if (error instanceof DatabaseUnavailableError) {
        return sendAuthError(req, res, authErrors.unavailable());
      }
      console.error('[auth] unexpected error', error);
      sendAuthError(req, res, authErrors.databaseFailure('Unexpected failure'));
    }
  };
}
