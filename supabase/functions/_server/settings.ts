// Function secrets (Deno.env) in one place, with the defaults documented in docs/email-and-schedules.md.

function env(name: string): string | undefined {
  const value = Deno.env.get(name);
  return value === undefined || value === '' ? undefined : value;
}

function required(name: string): string {
  const value = env(name);
  if (!value) throw new Error(`Missing function secret ${name}`);
  return value;
}

function wholeNumber(name: string, fallback: number): number {
  const value = env(name);
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number`);
  return n;
}

export const supabaseUrl = () => required('SUPABASE_URL');
export const anonKey = () => required('SUPABASE_ANON_KEY');
export const serviceRoleKey = () => required('SUPABASE_SERVICE_ROLE_KEY');
/**
 * The project's (legacy, HS256) JWT secret, for checking callers' access tokens in the function.
 * Hosted Supabase does not hand it to functions: `supabase secrets set JWT_SECRET=...`.
 */
export const jwtSecret = () => required('JWT_SECRET');
/** The app's address, for links in e-mails (e.g. https://lakarjobbnorden.se). */
export const siteUrl = () => required('SITE_URL').replace(/\/+$/, '');

export interface MailTransportSettings {
  /** An HTTP e-mail API in Resend's JSON shape, e.g. https://api.resend.com/emails */
  apiUrl?: string;
  apiKey?: string;
  /** smtp(s)://user:pass@host:port, used when no API is set. */
  smtpUrl?: string;
  /** The sender address; the display name is the provider's name from settings. */
  from?: string;
}

export const mailTransport = (): MailTransportSettings => ({
  apiUrl: env('EMAIL_API_URL'),
  apiKey: env('EMAIL_API_KEY'),
  smtpUrl: env('SMTP_URL'),
  from: env('EMAIL_FROM'),
});

/**
 * Web Push's VAPID key pair (RFC 8292, base64url as `web-push generate-vapid-keys` prints them)
 * and the contact the push services see. The public key is also the browser's
 * applicationServerKey (the push-key function hands it out); the private key never leaves here.
 */
export const vapidKeys = () => ({
  publicKey: required('VAPID_PUBLIC_KEY'),
  privateKey: required('VAPID_PRIVATE_KEY'),
  subject: env('VAPID_SUBJECT') ?? 'mailto:kontakt@lakarjobbnorden.se',
});

export const retryPolicy = () => ({
  /** Delay before the first retry; doubles with every failed attempt, up to an hour. */
  baseSeconds: wholeNumber('EMAIL_RETRY_BASE_SECONDS', 30),
  maxAttempts: Math.max(1, wholeNumber('EMAIL_MAX_ATTEMPTS', 10)),
});

export const rateLimits = () => ({
  perAddress: wholeNumber('FUNCTIONS_RATE_LIMIT_PER_ADDRESS', 10),
  perUser: wholeNumber('FUNCTIONS_RATE_LIMIT_PER_USER', 20),
  windowSeconds: wholeNumber('FUNCTIONS_RATE_LIMIT_WINDOW_SECONDS', 600),
});

/**
 * count-ad-events per client address: a page sends a batch at idle and when it is hidden, so a
 * busy visitor sends a few a minute. No global ceiling: counting must keep up with the traffic.
 */
export const adEventRateLimit = () => ({
  perAddress: wholeNumber('AD_EVENTS_RATE_LIMIT_PER_ADDRESS', 120),
  /**
   * Events one address (an IPv6 /64) may add in a Stockholm day: a visitor who sees a few hundred
   * job cards stays far below it; one address cannot add thousands.
   */
  eventsPerAddressPerDay: wholeNumber('AD_EVENTS_PER_ADDRESS_PER_DAY', 1000),
});

/** Largest request body a function reads, in bytes. */
export const BODY_LIMIT_BYTES = 32 * 1024;

/** How long applications are kept after their job closed (the privacy page says 24 months). */
export const applicationRetentionDays = () => wholeNumber('APPLICATION_RETENTION_DAYS', 730);
/** How long an uploaded object may stay without being filed or sent (a day). */
export const unattachedDocumentsAfterHours = () =>
  wholeNumber('UNATTACHED_DOCUMENTS_AFTER_HOURS', 24);
