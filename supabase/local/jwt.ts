// HS256 JWTs signed with the project's JWT secret: access tokens, API keys, verification.
import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

export type Claims = JWTPayload & Record<string, unknown>;

export type Verified =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

// One key object per secret: building it for every request was a measurable part of each call.
const keys = new Map<string, KeyObject>();
function key(secret: string): KeyObject {
  let made = keys.get(secret);
  if (!made) {
    made = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, made);
  }
  return made;
}

/**
 * Tokens whose signature already checked out, with their claims (like PostgREST's JWT cache):
 * every request carries the same API key and usually the same access token. The expiry is still
 * checked on every use. Bounded: the oldest entry goes first.
 */
const verifiedTokens = new Map<string, { secret: string; claims: Claims }>();
const MAX_CACHED_TOKENS = 10_000;

function remember(token: string, secret: string, claims: Claims): void {
  if (verifiedTokens.size >= MAX_CACHED_TOKENS) {
    const oldest = verifiedTokens.keys().next().value;
    if (oldest !== undefined) verifiedTokens.delete(oldest);
  }
  verifiedTokens.set(token, { secret, claims });
}

export function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));
}

export async function verifyJwt(token: string, secret: string): Promise<Verified> {
  const cached = verifiedTokens.get(token);
  if (cached && cached.secret === secret) {
    const { exp } = cached.claims;
    if (exp === undefined || exp > Date.now() / 1000) return { ok: true, claims: cached.claims };
    verifiedTokens.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    remember(token, secret, payload as Claims);
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    }
    const message =
      error instanceof errors.JWSSignatureVerificationFailed
        ? 'JWSError JWSInvalidSignature'
        : 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)';
    return { ok: false, reason: 'invalid', message };
  }
}

/** The token from `Authorization: Bearer <token>`, if any. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
