// The e-mails behind sign-up, password recovery and e-mail change, as GoTrue sends them: a fresh
// one-time code per e-mail, its hash stored on the user (the link carries the hash, prefixed
// `pkce_` when the client asked for the PKCE flow), and at most one e-mail of a kind per address
// per max_frequency.
import { createHash, randomInt } from 'node:crypto';
import type { StandInConfig } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { authErrors } from './errors.ts';
import type { AuthMailer } from './mailer.ts';
import { type PkceChallenge, startFlow } from './pkce.ts';
import type { AuthSettings } from './settings.ts';
import type { UserRow } from './users.ts';

export type LinkType = 'signup' | 'recovery' | 'email_change';

export interface EmailContext {
  config: StandInConfig;
  settings: AuthSettings;
  mailer: AuthMailer;
}

/** GoTrue's TokenHash: hex SHA-224 of the address followed by the one-time code. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export function newOtp(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

export function checkFrequency(settings: AuthSettings, sentAt: Date | null): void {
  if (!sentAt) return;
  const waitMs = sentAt.getTime() + settings.maxFrequencySeconds * 1000 - Date.now();
  if (waitMs > 0) throw authErrors.emailTooSoon(Math.ceil(waitMs / 1000));
}

function verifyUrl(config: StandInConfig, hash: string, type: LinkType, redirectTo: string) {
  const query = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${config.publicUrl}/auth/v1/verify?${query}`;
}

/**
 * The mails of one link to the user's own address: the link's type and the auth.users columns of
 * its hash and time (constants, so they may stand in the SQL text).
 */
const ONE_LINK_MAILS = {
  confirmation: { type: 'signup', token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { type: 'recovery', token: 'recovery_token', sentAt: 'recovery_sent_at' },
} as const satisfies Record<
  string,
  { type: LinkType; token: keyof UserRow; sentAt: keyof UserRow }
>;

/** A new sign-up (`confirmation`) or password (`recovery`) link; replaces the previous one. */
export async function sendLink(
  kind: keyof typeof ONE_LINK_MAILS,
  db: Queryable,
  ctx: EmailContext,
  user: UserRow,
  redirectTo: string,
  pkce: PkceChallenge | null,
): Promise<void> {
  const { type, token, sentAt } = ONE_LINK_MAILS[kind];
  checkFrequency(ctx.settings, user[sentAt]);
  const email = user.email ?? '';
  const otp = newOtp(ctx.settings.otpLength);
  const hash = (await startFlow(db, user.id, type, pkce)) + tokenHash(email, otp);
  await db.query(`update auth.users set ${token} = $2, ${sentAt} = now() where id = $1`, [
    user.id,
    hash,
  ]);
  await ctx.mailer.send(kind, email, {
    ConfirmationURL: verifyUrl(ctx.config, hash, type, redirectTo),
    Token: otp,
    TokenHash: hash,
    SiteURL: ctx.config.siteUrl,
    RedirectTo: redirectTo,
    Email: email,
  });
}

/**
 * Links for a change to `newEmail`: to the new address, and with double_confirm_changes also to
 * the current one; the address changes once every link sent has been followed.
 */
export async function sendEmailChange(
  db: Queryable,
  ctx: EmailContext,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  pkce: PkceChallenge | null,
): Promise<void> {
  checkFrequency(ctx.settings, user.email_change ? user.email_change_sent_at : null);
  const current = user.email ?? '';
  const otpNew = newOtp(ctx.settings.otpLength);
  const otpCurrent = newOtp(ctx.settings.otpLength);
  // One flow for the change: whichever link completes it gets the code.
  const prefix = await startFlow(db, user.id, 'email_change', pkce);
  const hashNew = prefix + tokenHash(newEmail, otpNew);
  const hashCurrent = ctx.settings.doubleConfirmChanges
    ? prefix + tokenHash(current, otpCurrent)
    : '';
  await db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3,
       email_change_token_current = $4, email_change_confirm_status = 0,
       email_change_sent_at = now()
     where id = $1`,
    [user.id, newEmail, hashNew, hashCurrent],
  );
  const common = {
    SiteURL: ctx.config.siteUrl,
    RedirectTo: redirectTo,
    Email: current,
    NewEmail: newEmail,
  };
  await ctx.mailer.send('email_change', newEmail, {
    ...common,
    ConfirmationURL: verifyUrl(ctx.config, hashNew, 'email_change', redirectTo),
    Token: otpNew,
    TokenHash: hashNew,
  });
  if (hashCurrent) {
    await ctx.mailer.send('email_change', current, {
      ...common,
      ConfirmationURL: verifyUrl(ctx.config, hashCurrent, 'email_change', redirectTo),
      Token: otpCurrent,
      TokenHash: hashCurrent,
    });
  }
}
