// Who is calling Storage: the JWT in Authorization (the gateway fills it from `apikey` when it is
// missing), verified with the project's secret; role from its `role` claim, owner from `sub`.
import type { IncomingMessage } from 'node:http';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { RequestContext } from '../db/request.ts';
import { API_ROLES, type ApiRole } from '../db/request.ts';
import { bearerToken } from '../jwt.ts';
import { storageErrors } from './errors.ts';

export interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
  /** The `sub` claim, when there is one (service_role and anon have none). */
  sub?: string;
}

const encoder = new TextEncoder();

/** Verifies with jose and keeps its texts: hosted Storage answers them verbatim. */
export async function verifyToken(token: string, secret: string): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
  return payload;
}

function presentedToken(req: IncomingMessage): string | undefined {
  const apiKey = req.headers.apikey;
  return bearerToken(req.headers.authorization) ?? (Array.isArray(apiKey) ? apiKey[0] : apiKey);
}

/** The caller, or 403 AccessDenied with jose's message for a missing, bad or expired token. */
export async function identify(req: IncomingMessage, secret: string): Promise<Caller> {
  const token = presentedToken(req);
  if (!token) throw storageErrors.accessDenied('Invalid Compact JWS');
  let claims: JWTPayload;
  try {
    claims = await verifyToken(token, secret);
  } catch (error) {
    throw storageErrors.accessDenied((error as Error).message);
  }
  const role = (claims.role as string | undefined) ?? 'anon';
  if (!API_ROLES.includes(role as ApiRole)) throw storageErrors.accessDenied(`role ${role}`);
  return {
    role: role as ApiRole,
    claims,
    sub: typeof claims.sub === 'string' ? claims.sub : undefined,
  };
}

/** As `identify`, but a missing or bad token is an anonymous caller (GET /object/{b}/{p}). */
export async function identifyOrAnonymous(
  req: IncomingMessage,
  secret: string,
): Promise<Caller | null> {
  try {
    return await identify(req, secret);
  } catch {
    return null;
  }
}

export function requestContext(caller: Caller, method: string, path: string): RequestContext {
  return { role: caller.role, claims: caller.claims, method, path, headers: {} };
}

/** A signed URL's token: HS256 `{url, iat, exp}` with the project's JWT secret. */
export function signUrlToken(url: string, expiresIn: number, secret: string): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ url })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
    .sign(encoder.encode(secret));
}
