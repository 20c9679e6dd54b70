// HS256 JWTs signed with the project's JWT secret: access tokens, API keys, verification.
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

export type Claims = JWTPayload & Record<string, unknown>;

export type Verified =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));
}

export async function verifyJwt(token: string, secret: string): Promise<Verified> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
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
