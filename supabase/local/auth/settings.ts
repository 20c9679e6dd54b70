// GoTrue's e-mail settings as `supabase start` derives them from supabase/config.toml ([auth],
// [auth.email], [auth.rate_limit], [auth.email.template.*]), plus the environment overrides the
// tests use to reach a limit quickly.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readProjectToml, type TomlSections, type TomlValue } from '../toml.ts';

export type TemplateId =
  | 'confirmation'
  | 'recovery'
  | 'email_change'
  | 'magic_link'
  | 'invite'
  | 'reauthentication';

export interface EmailTemplate {
  subject: string;
  /** The template's HTML with Go-template variables ({{ .ConfirmationURL }} …). */
  content: string;
}

export interface AuthSettings {
  /** [auth.email] enable_confirmations = false is GoTrue's MAILER_AUTOCONFIRM. */
  autoconfirm: boolean;
  minPasswordLength: number;
  doubleConfirmChanges: boolean;
  /** [auth.email] secure_password_change: a new password needs a code from e-mail when the
   * session is older than reauthenticationAfterSeconds (GoTrue: 24 h). */
  securePasswordChange: boolean;
  reauthenticationAfterSeconds: number;
  /** Origins or globs (`**`) a redirect_to may point at besides the site URL. */
  additionalRedirectUrls: string[];
  /** Per address and e-mail kind (GOTRUE_SMTP_MAX_FREQUENCY). */
  maxFrequencySeconds: number;
  otpLength: number;
  otpExpirySeconds: number;
  /** How long a PKCE flow state (and so its auth code) lasts from the e-mail that started it
   * (GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION, 300 s; config.toml has no field for it). */
  flowStateExpirySeconds: number;
  /** Auth e-mails per hour, whole server (GOTRUE_RATE_LIMIT_EMAIL_SENT). */
  emailSentPerHour: number;
  /** Requests per hour to the endpoints that send e-mail, per client address: a third of
   * emailSentPerHour unless RATE_LIMIT_EMAIL_PER_ADDRESS says otherwise (email-limits.ts). */
  emailRequestsPerAddress: number;
  tokenVerificationsPerWindow: number;
  templates: Partial<Record<TemplateId, EmailTemplate>>;
  /** Sender of auth e-mails ([auth.email.smtp] admin_email / sender_name on a hosted project). */
  from: string;
}

// GoTrue's own subjects, used when config.toml names no template.
const DEFAULT_SUBJECTS: Record<TemplateId, string> = {
  confirmation: 'Confirm Your Email',
  recovery: 'Reset Your Password',
  email_change: 'Confirm Email Change',
  magic_link: 'Your Magic Link',
  invite: 'You have been invited',
  reauthentication: 'Confirm reauthentication',
};
const DEFAULT_CONTENT: Record<TemplateId, string> = {
  confirmation: '<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>',
  recovery: '<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  email_change:
    '<p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p><p><a href="{{ .ConfirmationURL }}">Change Email</a></p>',
  magic_link: '<p><a href="{{ .ConfirmationURL }}">Log In</a></p>',
  invite: '<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>',
  reauthentication: '<p>Enter the code: {{ .Token }}</p>',
};

type Env = Record<string, string | undefined>;

/** "60s", "1m", "1h" or a bare number of seconds (the CLI's duration fields). */
export function durationSeconds(value: TomlValue | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const match = String(value).match(/^(\d+)(s|m|h)?$/);
  if (!match) throw new Error(`config.toml: not a duration: ${value}`);
  const unit = match[2] === 'h' ? 3600 : match[2] === 'm' ? 60 : 1;
  return Number(match[1]) * unit;
}

function number(value: string | undefined, fallback: TomlValue | undefined, def: number): number {
  const chosen = value !== undefined && value !== '' ? Number(value) : (fallback ?? def);
  if (typeof chosen !== 'number' || !Number.isInteger(chosen) || chosen < 0) {
    throw new Error(`Expected a whole number, got "${chosen}"`);
  }
  return chosen;
}

function templates(sections: TomlSections, projectRoot: string): AuthSettings['templates'] {
  const result: AuthSettings['templates'] = {};
  for (const id of Object.keys(DEFAULT_SUBJECTS) as TemplateId[]) {
    const section = sections.get(`auth.email.template.${id}`);
    const path = section?.get('content_path');
    const subject = section?.get('subject');
    result[id] = {
      subject: typeof subject === 'string' ? subject : DEFAULT_SUBJECTS[id],
      content:
        typeof path === 'string'
          ? readFileSync(resolve(projectRoot, path), 'utf8')
          : DEFAULT_CONTENT[id],
    };
  }
  return result;
}

export function loadAuthSettings(projectRoot: string, env: Env = process.env): AuthSettings {
  const sections = readProjectToml(projectRoot);
  const auth = sections.get('auth') ?? new Map<string, TomlValue>();
  const email = sections.get('auth.email') ?? new Map<string, TomlValue>();
  const limits = sections.get('auth.rate_limit') ?? new Map<string, TomlValue>();
  const redirects = auth.get('additional_redirect_urls');
  const emailSentPerHour = number(env.RATE_LIMIT_EMAIL_SENT, limits.get('email_sent'), 30);
  return {
    autoconfirm: email.get('enable_confirmations') !== true,
    // GoTrue raises anything below 6 to 6.
    minPasswordLength: Math.max(6, number(undefined, auth.get('minimum_password_length'), 6)),
    doubleConfirmChanges: email.get('double_confirm_changes') !== false,
    securePasswordChange: email.get('secure_password_change') === true,
    reauthenticationAfterSeconds: number(env.AUTH_REAUTHENTICATION_AFTER_SECONDS, undefined, 86400),
    additionalRedirectUrls: Array.isArray(redirects) ? redirects : [],
    maxFrequencySeconds: number(
      env.AUTH_EMAIL_MAX_FREQUENCY_SECONDS,
      durationSeconds(email.get('max_frequency'), 1),
      1,
    ),
    otpLength: number(undefined, email.get('otp_length'), 6),
    otpExpirySeconds: number(env.AUTH_OTP_EXPIRY_SECONDS, email.get('otp_expiry'), 3600),
    flowStateExpirySeconds: number(env.AUTH_FLOW_STATE_EXPIRY_SECONDS, undefined, 300),
    emailSentPerHour,
    emailRequestsPerAddress: number(
      env.RATE_LIMIT_EMAIL_PER_ADDRESS,
      undefined,
      Math.max(1, Math.ceil(emailSentPerHour / 3)),
    ),
    tokenVerificationsPerWindow: number(
      env.RATE_LIMIT_TOKEN_VERIFICATIONS,
      limits.get('token_verifications'),
      30,
    ),
    templates: templates(sections, projectRoot),
    from: env.AUTH_EMAIL_FROM || 'Läkarjobb Norden <noreply@lakarjobb.local>',
  };
}
