// auth.users and auth.identities, written the way GoTrue writes them, and the User JSON it returns.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
  confirmation_token: string | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  /** The pending new address of an e-mail change. */
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: Date | null;
  /** 1 once one of the two links of a double-confirmed change was followed. */
  email_change_confirm_status: number | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at,
  phone_confirmed_at, confirmed_at, confirmation_sent_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, banned_until, is_anonymous, confirmation_token,
  recovery_token, recovery_sent_at, email_change, email_change_token_new,
  email_change_token_current, email_change_sent_at, email_change_confirm_status,
  reauthentication_token, reauthentication_sent_at`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and is_sso_user = false`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/**
 * Inserts an e-mail user plus its e-mail identity; confirmed at once under autoconfirm or when an
 * admin creates it with email_confirm, else waiting for the link in the confirmation e-mail.
 */
export async function insertEmailUser(
  db: Queryable,
  input: {
    email: string;
    passwordHash: string | null;
    data: Record<string, unknown>;
    confirmed: boolean;
    appMetadata?: Record<string, unknown>;
  },
): Promise<UserRow> {
  const id = randomUUID();
  const identityData = {
    sub: id,
    email: input.email,
    email_verified: input.confirmed,
    phone_verified: false,
  };
  // GoTrue copies the identity's claims into user_metadata without overwriting the sign-up data.
  const userMetadata = { ...identityData, ...input.data };
  const appMetadata = { ...input.appMetadata, provider: 'email', providers: ['email'] };
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
       email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       is_sso_user, is_anonymous, confirmation_token, recovery_token, email_change_token_new,
       email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $6 then now() end, $4::jsonb, $5::jsonb, now(), now(), false, false, '', '', '',
       '')
     returning ${USER_COLUMNS}`,
    [
      id,
      input.email,
      input.passwordHash,
      JSON.stringify(appMetadata),
      JSON.stringify(userMetadata),
      input.confirmed,
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at,
       created_at, updated_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', now(), now(), now())`,
    [id, JSON.stringify(identityData)],
  );
  const user = rows[0];
  if (!user) throw new Error('insert into auth.users returned no row');
  return user;
}

/** Marks the address confirmed (GoTrue's User.Confirm): the user and its identity say so. */
export async function confirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified":true}',
       updated_at = now()
     where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified":true}',
       updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function touchLastSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
}

export interface UserChanges {
  email?: string;
  passwordHash?: string;
  /** Merged into user_metadata; keys set to null are removed, as GoTrue does. */
  data?: Record<string, unknown>;
}

export async function updateUser(
  db: Queryable,
  userId: string,
  changes: UserChanges,
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password),
       raw_user_meta_data = case when $4::jsonb is null then raw_user_meta_data
         else jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $4::jsonb) end,
       updated_at = now()
     where id = $1
     returning ${USER_COLUMNS}`,
    [
      userId,
      changes.email ?? null,
      changes.passwordHash ?? null,
      changes.data ? JSON.stringify(changes.data) : null,
    ],
  );
  if (changes.email) {
    await db.query(
      `update auth.identities
         set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [userId, changes.email],
    );
  }
  const user = rows[0];
  if (!user) throw new Error(`user ${userId} vanished during update`);
  return user;
}

const iso = (value: Date | null): string | undefined => value?.toISOString();

/** The User object of GoTrue's API: null timestamps are left out, `identities` always present. */
export async function userJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, email, last_sign_in_at, created_at,
       updated_at
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const identities = rows.map((identity) => ({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  }));
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(user.confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
}
