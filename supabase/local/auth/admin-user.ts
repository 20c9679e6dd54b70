// GoTrue's admin endpoints for one user, /admin/users/{id}: GET (auth-js reads the user before
// deleting it) and DELETE (hard delete; auth.identities, sessions and refresh tokens and every
// table of ours cascade). Service role only, as GoTrue's requireAdmin: 401 without a token,
// 403 not_admin for any other role, 404 user_not_found, 500 when the database refuses.
import type { IncomingMessage } from 'node:http';
import type { StandInConfig } from '../config.ts';
import { DatabaseUnavailableError, type Queryable } from '../db/index.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import { AuthError, authErrors } from './errors.ts';
import { findUserById, userJson } from './users.ts';

const ADMIN_USER_PATH = /^\/admin\/users\/([^/]+)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The roles GoTrue's GOTRUE_JWT_ADMIN_ROLES allows by default on Supabase. */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

async function requireAdmin(req: IncomingMessage, config: StandInConfig): Promise<void> {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw authErrors.noAuthorization();
  const verified = await verifyJwt(token, config.jwtSecret);
  if (!verified.ok) {
    throw authErrors.badJwt(
      verified.reason === 'expired' ? 'token is expired' : 'unable to parse or verify signature',
    );
  }
  const role = verified.claims.role;
  if (typeof role !== 'string' || !ADMIN_ROLES.has(role)) {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

/** Handles GET and DELETE /admin/users/{id}; null when the request is not one of them. */
export function adminUserRoute(
  req: IncomingMessage,
  path: string,
  config: StandInConfig,
  db: Queryable,
): Promise<unknown> | null {
  const id = path.match(ADMIN_USER_PATH)?.[1];
  const method = req.method ?? 'GET';
  if (id === undefined || (method !== 'GET' && method !== 'DELETE')) return null;
  return (async () => {
    await requireAdmin(req, config);
    if (!UUID.test(id)) throw authErrors.validation('user_id must be an UUID');
    const user = await findUserById(db, id);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    if (method === 'GET') return userJson(db, user);
    try {
      await db.query('delete from auth.users where id = $1', [id]);
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error;
      // E.g. the last admin's role (a trigger refuses it), or a table without on delete cascade.
      console.error('[auth] deleting a user failed in the database:', (error as Error).message);
      throw authErrors.databaseFailure('Database error deleting user');
    }
    return {};
  })();
}
