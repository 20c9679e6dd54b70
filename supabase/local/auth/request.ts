// What every auth endpoint reads from a request: the JSON body, its fields, and the user behind
// the Bearer access token.
import type { IncomingMessage } from 'node:http';
import { readBody } from '../body.ts';
import type { Queryable } from '../db/index.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import { authErrors } from './errors.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

export type Body = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function readJsonBody(req: IncomingMessage): Promise<Body> {
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

export function optionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw authErrors.validation(`${field} must be a string`);
  return value;
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown })?.code === '23505';
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The verified claims of the request's Bearer token (bad_jwt when it is not one of ours). */
export async function bearerClaims(
  req: IncomingMessage,
  jwtSecret: string,
): Promise<Record<string, unknown>> {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw authErrors.noAuthorization();
  const verified = await verifyJwt(token, jwtSecret);
  if (!verified.ok) {
    throw authErrors.badJwt(
      verified.reason === 'expired' ? 'token is expired' : 'unable to parse or verify signature',
    );
  }
  return verified.claims;
}

/** The user and session behind the request's Bearer access token (GoTrue's requireAuthentication). */
export async function authenticate(
  req: IncomingMessage,
  db: Queryable,
  jwtSecret: string,
): Promise<{ user: UserRow; sessionId: string }> {
  const { sub, session_id: sessionId } = await bearerClaims(req, jwtSecret);
  if (typeof sub !== 'string' || !isUuid(sub)) throw authErrors.badJwt('missing sub claim');
  const user = await findUserById(db, sub);
  if (!user) throw authErrors.userNotFound();
  if (typeof sessionId !== 'string' || !(await sessionExists(db, sessionId))) {
    throw authErrors.sessionNotFound();
  }
  return { user, sessionId };
}
