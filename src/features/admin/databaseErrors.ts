// Turns a PostgREST / network error into a Swedish sentence for a toast or a form.

type ErrorLike = { code?: unknown; message?: unknown };

const BY_SQLSTATE: Record<string, string> = {
  '42501': 'Du har inte behörighet att göra detta.',
  '23505': 'Posten finns redan.',
  '23503': 'Posten hänvisar till något som inte finns.',
  '23502': 'Ett obligatoriskt fält saknas.',
  '23514': 'Databasen godtar inte värdet.',
  '22P02': 'Ett värde har fel format.',
  PGRST116: 'Posten hittades inte.',
  PGRST301: 'Din inloggning har gått ut. Logga in igen.',
  PGRST303: 'Din inloggning har gått ut. Logga in igen.',
};

/** Messages our own triggers raise: the database speaks Swedish for these already. */
const SWEDISH_HINT = /[åäöÅÄÖ]/;

export function describeDatabaseError(error: unknown): string {
  if (!error || typeof error !== 'object') return 'Okänt fel. Försök igen.';
  const { code, message } = error as ErrorLike;
  const text = typeof message === 'string' ? message : '';
  if (/failed to fetch|networkerror|load failed/i.test(text)) {
    return 'Ingen kontakt med servern. Kontrollera anslutningen och försök igen.';
  }
  if (text && SWEDISH_HINT.test(text)) return text;
  const known = typeof code === 'string' ? BY_SQLSTATE[code] : undefined;
  if (known) return text ? `${known} (${text})` : known;
  return text || 'Okänt fel. Försök igen.';
}
