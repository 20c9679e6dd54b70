// secure_password_change: a session older than the window (GoTrue: 24 h) changes the password
// only with the code GET /reauthenticate mails (the `nonce` of updateUser), so a stolen old
// session cannot lock the owner out.
import type { Queryable } from '../db/index.ts';
import { checkFrequency, type EmailContext, newOtp, tokenHash } from './emails.ts';
import { authErrors } from './errors.ts';
import type { AuthSettings } from './settings.ts';
import type { UserRow } from './users.ts';

export async function sendReauthentication(
  db: Queryable,
  ctx: EmailContext,
  user: UserRow,
): Promise<void> {
  checkFrequency(ctx.settings, user.reauthentication_sent_at);
  const email = user.email ?? '';
  const otp = newOtp(ctx.settings.otpLength);
  await db.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now()
     where id = $1`,
    [user.id, tokenHash(email, otp)],
  );
  await ctx.mailer.send('reauthentication', email, {
    Token: otp,
    SiteURL: ctx.config.siteUrl,
    Email: email,
  });
}

/** Throws unless this password change may go ahead; uses the code up when one was needed. */
export async function checkReauthentication(
  db: Queryable,
  settings: AuthSettings,
  user: UserRow,
  sessionId: string,
  nonce: string | undefined,
): Promise<void> {
  if (!settings.securePasswordChange) return;
  const { rows } = await db.query<{ created_at: Date }>(
    'select created_at from auth.sessions where id = $1',
    [sessionId],
  );
  const createdAt = rows[0]?.created_at?.getTime() ?? 0;
  if (Date.now() - createdAt <= settings.reauthenticationAfterSeconds * 1000) return;
  if (!nonce) throw authErrors.reauthenticationNeeded();
  const sentAt = user.reauthentication_sent_at?.getTime() ?? 0;
  const valid =
    !!user.reauthentication_token &&
    user.reauthentication_token === tokenHash(user.email ?? '', nonce.trim()) &&
    Date.now() - sentAt <= settings.otpExpirySeconds * 1000;
  if (!valid) throw authErrors.reauthenticationNotValid();
  await db.query(`update auth.users set reauthentication_token = '' where id = $1`, [user.id]);
}
