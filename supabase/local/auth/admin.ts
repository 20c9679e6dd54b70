// GoTrue's admin API (service-role key only): create a user, read one, delete one (hard delete:
// auth.identities, sessions and refresh tokens and every table of ours cascade).
import type { IncomingMessage } from 'node:http';
import type { StandInConfig } from '../config.ts';
import { type Database, DatabaseUnavailableError } from '../db/index.ts';
import { authErrors } from './errors.ts';
import { checkPasswordStrength, hashPassword, metadataFrom, normaliseEmail } from './password.ts';
import {
  bearerClaims,
  isUniqueViolation,
  isUuid,
  optionalString,
  readJsonBody,
} from './request.ts';
import type { AuthSettings } from './settings.ts';
import { findUserByEmail, findUserById, insertEmailUser, userJson } from './users.ts';

export function createAdminRoutes(db: Database, config: StandInConfig, settings: AuthSettings) {
  async function requireAdmin(req: IncomingMessage): Promise<void> {
    const claims = await bearerClaims(req, config.jwtSecret);
    if (claims.role !== 'service_role') throw authErrors.notAdmin();
  }

  /** auth.admin.createUser: email_confirm makes a confirmed user without any e-mail. */
  async function createUser(req: IncomingMessage): Promise<unknown> {
    await requireAdmin(req);
    const body = await readJsonBody(req);
    const email = normaliseEmail(body.email);
    const password = optionalString(body, 'password');
    if (password !== undefined) checkPasswordStrength(password, settings.minPasswordLength);
    const data = metadataFrom(body.user_metadata, 'user_metadata') ?? {};
    const appMetadata = metadataFrom(body.app_metadata, 'app_metadata') ?? {};
    const passwordHash = password === undefined ? null : await hashPassword(password);
    try {
      return await db.transaction(async (tx) => {
        if (await findUserByEmail(tx, email)) throw authErrors.emailExists();
        const user = await insertEmailUser(tx, {
          email,
          passwordHash,
          data,
          appMetadata,
          confirmed: body.email_confirm === true,
        });
        return userJson(tx, user);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw authErrors.emailExists();
      throw error;
    }
  }

  async function getUser(req: IncomingMessage, id: string): Promise<unknown> {
    await requireAdmin(req);
    const user = isUuid(id) ? await findUserById(db, id) : null;
    if (!user) throw authErrors.adminUserNotFound();
    return userJson(db, user);
  }

  /** auth.admin.deleteUser; a row the database will not let go (the last admin) is a 500. */
  async function deleteUser(req: IncomingMessage, id: string): Promise<unknown> {
    await requireAdmin(req);
    const user = isUuid(id) ? await findUserById(db, id) : null;
    if (!user) throw authErrors.adminUserNotFound();
    try {
      await db.query('delete from auth.users where id = $1', [id]);
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error;
      console.error('[auth] deleting a user failed in the database:', (error as Error).message);
      throw authErrors.databaseFailure('Database error deleting user');
    }
    return {};
  }

  return (req: IncomingMessage, method: string, path: string): Promise<unknown> | null => {
    if (path === '/admin/users' && method === 'POST') return createUser(req);
    const one = path.match(/^\/admin\/users\/([^/]+)$/);
    if (one && method === 'GET') return getUser(req, one[1] ?? '');
    if (one && method === 'DELETE') return deleteUser(req, one[1] ?? '');
    return null;
  };
}
