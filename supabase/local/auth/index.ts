// The GoTrue endpoints auth-js calls, mounted at /auth/v1. Autoconfirm is on (the CLI's local
// default), so sign-up returns a session straight away.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, clientIp, readBody } from '../body.ts';
import type { StandInConfig, StandInServices } from '../config.ts';
import { DatabaseUnavailableError } from '../db/index.ts';
import type { RouteHandler } from '../http.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import { adminUserRoute } from './admin-user.ts';
import { AuthError, authErrors, sendAuthError, sendAuthJson } from './errors.ts';
import {
  checkPasswordStrength,
  hashPassword,
  normaliseEmail,
  passwordMatches,
} from './password.ts';
import { RateLimiter } from './rate-limit.ts';
import {
  endSessions,
  type LogoutScope,
  rotateRefreshToken,
  sessionExists,
  startSession,
} from './sessions.ts';
import {
  findUserByEmail,
  findUserById,
  insertEmailUser,
  touchLastSignIn,
  type UserChanges,
  type UserRow,
  updateUser,
  userJson,
} from './users.ts';

type Body = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readJsonBody(req: IncomingMessage): Promise<Body> {
  const raw = (await readBody(req)).toString('utf8');
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw authErrors.badJson((error as Error).message);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw authErrors.badJson('expected a JSON object');
  }
  return parsed as Body;
}

function optionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw authErrors.validation(`${field} must be a string`);
  return value;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown })?.code === '23505';
}

export function createAuthHandler(config: StandInConfig, services: StandInServices): RouteHandler {
  const { db } = services;
  const windowMs = config.rateLimits.windowSeconds * 1000;
  const signInLimiter = new RateLimiter(config.rateLimits.signInSignUps, windowMs);
  const refreshLimiter = new RateLimiter(config.rateLimits.tokenRefresh, windowMs);

  async function signUp(req: IncomingMessage): Promise<unknown> {
    if (!signInLimiter.take(clientIp(req))) throw authErrors.rateLimited();
    const body = await readJsonBody(req);
    const email = normaliseEmail(body.email);
    const password = optionalString(body, 'password');
    if (!password) throw authErrors.validation('Signup requires a valid password');
    checkPasswordStrength(password);
    const data = body.data ?? {};
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw authErrors.validation('data must be a JSON object');
    }
    const passwordHash = await hashPassword(password);
    try {
      return await db.transaction(async (tx) => {
        if (await findUserByEmail(tx, email)) throw authErrors.userAlreadyExists();
        const user = await insertEmailUser(tx, { email, passwordHash, data: data as Body });
        return startSession(tx, config, user);
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
    if (!signInLimiter.take(clientIp(req))) throw authErrors.rateLimited();
    const body = await readJsonBody(req);
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    if (!rawEmail) throw authErrors.validation('missing email or phone');
    if (!password) throw authErrors.invalidCredentials();
    const email = rawEmail.trim().toLowerCase();
    return db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || !(await passwordMatches(password, user.encrypted_password))) {
        throw authErrors.invalidCredentials();
      }
      await touchLastSignIn(tx, user.id);
      const fresh = (await findUserById(tx, user.id)) ?? user;
      return startSession(tx, config, fresh);
    });
  }

  async function refreshGrant(req: IncomingMessage): Promise<unknown> {
    if (!refreshLimiter.take(clientIp(req))) throw authErrors.rateLimited();
    const body = await readJsonBody(req);
    const token = optionalString(body, 'refresh_token');
    if (!token) throw authErrors.refreshTokenNotFound();
    const result = await db.transaction((tx) => rotateRefreshToken(tx, config, token));
    if (result instanceof AuthError) throw result;
    return result;
  }

  /** The user and session behind the request's Bearer access token (GoTrue's requireAuthentication). */
  async function authenticate(req: IncomingMessage): Promise<{ user: UserRow; sessionId: string }> {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw authErrors.noAuthorization();
    const verified = await verifyJwt(token, config.jwtSecret);
    if (!verified.ok) {
      throw authErrors.badJwt(
        verified.reason === 'expired' ? 'token is expired' : 'unable to parse or verify signature',
      );
    }
    const { sub, session_id: sessionId } = verified.claims;
    if (typeof sub !== 'string' || !UUID.test(sub)) throw authErrors.badJwt('missing sub claim');
    const user = await findUserById(db, sub);
    if (!user) throw authErrors.userNotFound();
    if (typeof sessionId !== 'string' || !(await sessionExists(db, sessionId))) {
      throw authErrors.sessionNotFound();
    }
    return { user, sessionId };
  }

  async function getUser(req: IncomingMessage): Promise<unknown> {
    const { user } = await authenticate(req);
    return userJson(db, user);
  }

  async function putUser(req: IncomingMessage): Promise<unknown> {
    const { user } = await authenticate(req);
    const body = await readJsonBody(req);
    const changes: UserChanges = {};
    const password = optionalString(body, 'password');
    if (password !== undefined) {
      checkPasswordStrength(password);
      if (await passwordMatches(password, user.encrypted_password)) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      changes.passwordHash = await hashPassword(password);
    }
    const rawEmail = optionalString(body, 'email');
    if (rawEmail !== undefined) {
      const email = normaliseEmail(rawEmail);
      if (email !== user.email) changes.email = email;
    }
    if (body.data !== undefined && body.data !== null) {
      if (typeof body.data !== 'object' || Array.isArray(body.data)) {
        throw authErrors.validation('data must be a JSON object');
      }
      changes.data = body.data as Body;
    }
    try {
      return await db.transaction(async (tx) => {
        if (changes.email) {
          const holder = await findUserByEmail(tx, changes.email);
          if (holder && holder.id !== user.id) throw authErrors.emailExists();
        }
        return userJson(tx, await updateUser(tx, user.id, changes));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw authErrors.emailExists();
      throw error;
    }
  }

  async function logout(req: IncomingMessage, url: URL): Promise<null> {
    const { user, sessionId } = await authenticate(req);
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw authErrors.validation(`Unsupported logout scope "${scope}"`);
    }
    await endSessions(db, user.id, sessionId, scope as LogoutScope);
    return null;
  }

  function route(req: IncomingMessage, path: string, url: URL): Promise<unknown> {
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/signup') return signUp(req);
    if (method === 'POST' && path === '/token') {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') return passwordGrant(req);
      if (grant === 'refresh_token') return refreshGrant(req);
      return Promise.reject(authErrors.validation('unsupported_grant_type'));
    }
    if (path === '/user' && method === 'GET') return getUser(req);
    if (path === '/user' && method === 'PUT') return putUser(req);
    if (method === 'POST' && path === '/logout') return logout(req, url);
    const admin = adminUserRoute(req, path, config, db);
    if (admin) return admin;
    if (method === 'GET' && path === '/health') {
      return Promise.resolve({ name: 'GoTrue (stand-in)', description: 'Local Supabase Auth' });
    }
    return Promise.reject(authErrors.notFound());
  }

  return async (req: IncomingMessage, res: ServerResponse, ctx) => {
    try {
      const result = await route(req, ctx.path, ctx.url);
      if (result === null) {
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
