// GoTrue's error responses: `{code, message}` for API version 2024-01-01+, the legacy shape before.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../body.ts';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** True when the client asked for the current error format (auth-js always does). */
function wantsVersionedErrors(req: IncomingMessage): boolean {
  const requested = req.headers['x-supabase-api-version'];
  return (
    typeof requested === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(requested) &&
    requested >= API_VERSION
  );
}

export function sendAuthJson(res: ServerResponse, status: number, body: unknown): void {
  sendJson(res, status, body, { 'X-Supabase-Api-Version': API_VERSION });
}

export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
  const body = wantsVersionedErrors(req)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  sendJson(res, error.status, body, {
    'X-Supabase-Api-Version': API_VERSION,
    'x-sb-error-code': error.code,
  });
}

export const authErrors = {
  badJson: (detail: string) =>
    new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    ),
  rateLimited: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  /** The server-wide hourly bucket of auth e-mails is empty. */
  emailRateLimited: () =>
    new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
  /** The same kind of e-mail went to this address less than max_frequency ago. */
  emailTooSoon: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  /** GoTrue answers an unknown, used and expired link alike. */
  otpExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () =>
    new AuthError(422, 'reauthentication_not_valid', 'Reauthentication failed, please try again.'),
  /** An auth code that never existed, was already exchanged, or whose user is gone. */
  flowStateNotFound: () =>
    new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  /** A PKCE link was followed but its user has no flow state of that kind (GoTrue: 422). */
  noFlowStateForUser: () =>
    new AuthError(422, 'flow_state_not_found', 'No valid flow state found for user.'),
  flowStateExpired: () =>
    new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () =>
    new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    ),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  adminUserNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  emailSendFailed: (kind: string) =>
    new AuthError(500, 'unexpected_failure', `Error sending ${kind} email`),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: ${detail}`),
  userNotFound: () =>
    new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  notFound: () => new AuthError(404, 'not_found', 'Not Found'),
  databaseFailure: (message: string) => new AuthError(500, 'unexpected_failure', message),
  unavailable: () => new AuthError(503, 'unexpected_failure', 'Database unavailable'),
};
