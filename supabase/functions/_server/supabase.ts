// Supabase clients inside a function: the service role for the function's own work, and the
// caller's identity from their access token.
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { HttpError } from './http.ts';
import { anonKey, serviceRoleKey, supabaseUrl } from './settings.ts';

const noSession = { auth: { persistSession: false, autoRefreshToken: false } };

let admin: SupabaseClient | undefined;

/** Bypasses row-level security: only for reads and writes the function itself vouches for. */
export function serviceClient(): SupabaseClient {
  admin ??= createClient(supabaseUrl(), serviceRoleKey(), noSession);
  return admin;
}

/** The caller's bearer token (the gateway has checked it is a project JWT). */
export function bearerOf(req: Request): string | undefined {
  return req.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

/** Acts as the caller: row-level security and Storage policies apply as to the app itself. */
export function callerClient(req: Request): SupabaseClient {
  return createClient(supabaseUrl(), anonKey(), {
    ...noSession,
    global: { headers: { Authorization: `Bearer ${bearerOf(req) ?? anonKey()}` } },
  });
}

/** The signed-in caller, verified by Auth; 401 for an anonymous key or a bad token. */
export async function requireUser(req: Request): Promise<User> {
  const token = bearerOf(req);
  if (!token) throw new HttpError(401, 'Du måste vara inloggad.');
  const client = createClient(supabaseUrl(), anonKey(), noSession);
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, 'Du måste vara inloggad.');
  return data.user;
}

/**
 * The signed-in caller's user id from their access token, without a round trip to Auth: the
 * gateway (verify_jwt) has already checked the token's signature. Undefined for the anon key.
 */
export function signedInUserId(req: Request): string | undefined {
  const payload = req.headers.get('authorization')?.match(/^Bearer\s+[^.\s]+\.([^.\s]+)\./i)?.[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
    return claims.role === 'authenticated' && typeof claims.sub === 'string'
      ? claims.sub
      : undefined;
  } catch {
    return undefined;
  }
}

/** True when the caller presents the service-role key (scheduled jobs, the stand-in). */
export function isServiceRole(req: Request): boolean {
  const token = req.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return token !== undefined && token === serviceRoleKey();
}
