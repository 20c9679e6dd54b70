// Supabase clients inside a function: the service role for the function's own work, and the
// caller's identity from their access token, checked here with the project's JWT secret.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './http.ts';
import { type Caller, callerFromToken } from './jwt.ts';
import { anonKey, jwtSecret, serviceRoleKey, supabaseUrl } from './settings.ts';

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

/** The signed-in caller from their access token (see jwt.ts); 401 for the anon key or a bad token. */
export async function requireUser(req: Request): Promise<Caller> {
  const token = bearerOf(req);
  const caller = token ? await callerFromToken(token, jwtSecret()) : undefined;
  if (!caller) throw new HttpError(401, 'Du måste vara inloggad.');
  return caller;
}

/** The signed-in caller's user id when the request carries a valid user token; else undefined. */
export async function signedInUserId(req: Request): Promise<string | undefined> {
  const token = bearerOf(req);
  return token ? (await callerFromToken(token, jwtSecret()))?.id : undefined;
}

/** True when the caller presents the service-role key (scheduled jobs, the stand-in). */
export function isServiceRole(req: Request): boolean {
  const token = req.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return token !== undefined && token === serviceRoleKey();
}
