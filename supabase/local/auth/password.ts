// Password and e-mail rules of GoTrue with the CLI's local defaults (min 6, max 72 characters).
import bcrypt from 'bcryptjs';
import { AuthError, authErrors } from './errors.ts';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 72;
const BCRYPT_COST = 10;

export function checkPasswordStrength(password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  return hash ? bcrypt.compare(password, hash) : Promise.resolve(false);
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
