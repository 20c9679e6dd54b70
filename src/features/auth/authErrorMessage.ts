// Supabase Auth answers in English; this gives the Swedish text a user reads in the toast.
import { PASSWORD_MIN_LENGTH } from '@shared/schemas/password.ts';

const BY_CODE: Record<string, string> = {
  invalid_credentials: 'Fel e-post eller lösenord',
  user_already_exists: 'Det finns redan ett konto med den här e-postadressen',
  email_exists: 'Det finns redan ett konto med den här e-postadressen',
  weak_password: `Lösenordet är för svagt. Det måste vara minst ${PASSWORD_MIN_LENGTH} tecken.`,
  same_password: 'Det nya lösenordet måste skilja sig från det gamla.',
  email_not_confirmed: 'E-postadressen är inte bekräftad ännu. Följ länken i bekräftelsemejlet.',
  otp_expired: 'Länken har gått ut eller har redan använts.',
  reauthentication_not_valid: 'Koden stämmer inte eller har gått ut. Kontrollera koden i mejlet.',
  over_request_rate_limit: 'För många försök. Vänta en stund och försök igen.',
  over_email_send_rate_limit:
    'Vi har nyss skickat ett mejl till den här adressen. Vänta en minut och försök igen.',
  validation_failed: 'Kontrollera uppgifterna och försök igen',
  signup_disabled: 'Registrering är inte möjlig just nu',
  email_address_invalid: 'Ogiltig e-postadress',
};

const BY_MESSAGE: [RegExp, string][] = [
  [/invalid login credentials/i, BY_CODE.invalid_credentials as string],
  [/already registered/i, BY_CODE.user_already_exists as string],
  [/password should be at least/i, BY_CODE.weak_password as string],
  [/rate limit/i, BY_CODE.over_request_rate_limit as string],
  [/failed to fetch|network|load failed/i, 'Kunde inte nå servern. Kontrollera din uppkoppling.'],
];

/** supabase-js's AuthError carries Auth's error code; read structurally, so this module does not
 * pull supabase-js into the bundle that imports it. */
export function authErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** A password on the list of leaked or common ones (Auth's weak_password, reason "pwned"). */
const COMMON_PASSWORD = 'Lösenordet är för vanligt och lätt att gissa. Välj ett annat.';

function isCommonPasswordRefusal(error: unknown): boolean {
  const reasons = (error as { reasons?: unknown } | null)?.reasons;
  return Array.isArray(reasons) && reasons.includes('pwned');
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code === 'weak_password' && isCommonPasswordRefusal(error)) return COMMON_PASSWORD;
  if (code && BY_CODE[code]) return BY_CODE[code] as string;
  const message = error instanceof Error ? error.message : String(error);
  const known = BY_MESSAGE.find(([pattern]) => pattern.test(message));
  return known ? known[1] : message || 'Okänt fel';
}
