// Sessions and rotating refresh tokens (auth.sessions, auth.refresh_tokens) and the access-token JWT.
import { randomBytes, randomUUID } from 'node:crypto';
import type { StandInConfig } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { signJwt } from '../jwt.ts';
import { type AuthError, authErrors } from './errors.ts';
import { metadataFitsToken } from './password.ts';
import { findUserById, type UserRow, userJson } from './users.ts';

interface RefreshTokenRow {
  token: string;
  revoked: boolean;
  session_id: string;
  user_id: string;
  session_created_at: Date;
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

async function insertRefreshToken(
  db: Queryable,
  session: { id: string; userId: string },
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at,
       parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, session.userId, parent, session.id],
  );
  return token;
}

/** The session object GoTrue returns from sign-up, sign-in and refresh. */
async function sessionResponse(
  db: Queryable,
  config: StandInConfig,
  user: UserRow,
  session: { id: string; createdAt: Date },
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + config.jwtExpirySeconds;
  const accessToken = await signJwt(
    {
      iss: config.jwtIssuer,
      sub: user.id,
      aud: user.aud,
      exp: expiresAt,
      iat: now,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      // An account whose metadata grew past the cap before it was checked after merging still
      // gets a token small enough for every request header; /user has the metadata.
      user_metadata: metadataFitsToken(user.raw_user_meta_data)
        ? (user.raw_user_meta_data ?? {})
        : {},
      role: user.role,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(session.createdAt.getTime() / 1000) }],
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    config.jwtSecret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: config.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

export async function startSession(
  db: Queryable,
  config: StandInConfig,
  user: UserRow,
): Promise<Record<string, unknown>> {
  const id = randomUUID();
  const { rows } = await db.query<{ created_at: Date }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at)
     values ($1, $2, now(), now()) returning created_at`,
    [id, user.id],
  );
  const createdAt = rows[0]?.created_at ?? new Date();
  const refreshToken = await insertRefreshToken(db, { id, userId: user.id }, null);
  return sessionResponse(db, config, user, { id, createdAt }, refreshToken);
}

/**
 * Swaps a refresh token for a new session response. A token is good once: presenting a used one
 * again is treated as theft and revokes every token of its session (GoTrue's reuse detection).
 * That refusal is returned, not thrown, so the revocation commits.
 */
export async function rotateRefreshToken(
  db: Queryable,
  config: StandInConfig,
  presented: string,
): Promise<Record<string, unknown> | AuthError> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select t.token, t.revoked, t.session_id, s.user_id, s.created_at as session_created_at
     from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
     where t.token = $1
     for update of t`,
    [presented],
  );
  const current = rows[0];
  if (!current) throw authErrors.refreshTokenNotFound();
  if (current.revoked) {
    await db.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
      [current.session_id],
    );
    return authErrors.refreshTokenAlreadyUsed();
  }
  const user = await findUserById(db, current.user_id);
  if (!user) throw authErrors.refreshTokenNotFound();
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
    [presented],
  );
  await db.query('update auth.sessions set updated_at = now() where id = $1', [current.session_id]);
  const next = await insertRefreshToken(db, { id: current.session_id, userId: user.id }, presented);
  return sessionResponse(
    db,
    config,
    user,
    { id: current.session_id, createdAt: current.session_created_at },
    next,
  );
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions; their refresh tokens go with them (on delete cascade). */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'global') {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
    return;
  }
  const operator = scope === 'local' ? '=' : '<>';
  await db.query(`delete from auth.sessions where user_id = $1 and id ${operator} $2`, [
    userId,
    sessionId,
  ]);
}
