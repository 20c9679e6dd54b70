// Password, e-mail and metadata rules of GoTrue, with config.toml's minimum_password_length.
import bcrypt from 'bcryptjs';
import { isCommonPassword } from './common-passwords.ts';
import { AuthError, authErrors } from './errors.ts';

export const MAX_PASSWORD_LENGTH = 72;
const BCRYPT_COST = 10;

/**
 * Largest user_metadata accepted, as JSON bytes, checked on the merged result of an update (a
 * cap per request let 12 updates grow it to 47 KB). The access token carries user_metadata and goes
 * in the Authorization header of every request: 4 KB keeps a token well under the 8 KB header
 * line that proxies commonly accept (nginx's large_client_header_buffers), where 200 KB made
 * every request of the account fail with 431. The app's own metadata is under 1 KB.
 */
export const MAX_USER_METADATA_BYTES = 4096;

export function checkPasswordStrength(password: string, minLength: number): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (password.length < minLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${minLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  if (isCommonPassword(password)) {
    // GoTrue's answer for a leaked password (hosted: "Prevent use of leaked passwords").
    throw new AuthError(
      422,
      'weak_password',
      'Password is known to be weak and easy to guess, please choose a different one.',
      { weak_password: { reasons: ['pwned'] } },
    );
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// Compared against when the address is unknown, so an unknown address costs one bcrypt
// comparison like a wrong password does and the answer's timing does not tell them apart.
const DUMMY_HASH = bcrypt.hashSync('no-such-user', BCRYPT_COST);

export function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  return hash ? bcrypt.compare(password, hash) : Promise.resolve(false);
}

/** A password check that takes as long for a missing user (or one without a password). */
export async function passwordMatchesUser(
  password: string,
  user: { encrypted_password: string | null } | null,
): Promise<boolean> {
  const hash = user?.encrypted_password || null;
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return hash !== null && matches;
}

/** The metadata object of a request, or a validation error when it is not one or too large. */
export function metadataFrom(value: unknown, field: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw authErrors.validation(`${field} must be a JSON object`);
  }
  const bytes = jsonBytes(value);
  if (bytes > MAX_USER_METADATA_BYTES) {
    throw authErrors.validation(
      `${field} is too large: ${bytes} bytes, at most ${MAX_USER_METADATA_BYTES} bytes as JSON`,
    );
  }
  return value as Record<string, unknown>;
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** Whether metadata is small enough to travel in the access token. */
export function metadataFitsToken(value: Record<string, unknown> | null): boolean {
  return jsonBytes(value ?? {}) <= MAX_USER_METADATA_BYTES;
}

/**
 * Refuses an update whose merge into the stored user_metadata (keys set to null removed, as
 * updateUser stores it) would pass the cap; an update that shrinks it is always accepted.
 */
export function checkMergedMetadata(
  current: Record<string, unknown> | null,
  changes: Record<string, unknown>,
): void {
  const merged = Object.fromEntries(
    Object.entries({ ...current, ...changes }).filter(([, value]) => value !== null),
  );
  const bytes = jsonBytes(merged);
  if (bytes > MAX_USER_METADATA_BYTES && bytes > jsonBytes(current ?? {})) {
    throw authErrors.validation(
      `user_metadata would be too large: ${bytes} bytes, at most ${MAX_USER_METADATA_BYTES} bytes as JSON`,
    );
  }
}

// GoTrue accepts what Go's net/mail accepts; this is the practical subset: one @, a dotted domain.
const EMAIL_PATTERN = /^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\]]+\.[^\s@"(),:;<>[\\\].]+$/;

/** Lower-cased e-mail address, or a validation error (GoTrue compares addresses case-insensitively). */
export function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw authErrors.validation('To signup, please provide your email');
  }
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw authErrors.validation('Unable to validate email address: invalid format');
  }
  return email;
}
