// Turns a PostgREST / network error into a Swedish sentence for a toast or a form.

type ErrorLike = { code?: unknown; message?: unknown };

const BY_SQLSTATE: Record<string, string> = {
  '42501': 'Du har inte behörighet att göra detta.',
  '23505': 'Posten finns redan.',
  '23503': 'Posten hänvisar till något som inte finns.',
  '23502': 'Ett obligatoriskt fält saknas.',
  '22P02': 'Ett värde har fel format.',
  PGRST116: 'Posten hittades inte.',
  PGRST301: 'Din inloggning har gått ut. Logga in igen.',
  PGRST303: 'Din inloggning har gått ut. Logga in igen.',
};

/** The named checks an admin's form can run into, said as the form would say them. */
const BY_CONSTRAINT: Record<string, string> = {
  jobs_expires_after_published: 'Sista publiceringsdag kan inte vara före publiceringsdagen.',
  banners_expires_after_published: 'Slutdagen kan inte vara före publiceringsdagen.',
  jobs_region_in_country: 'Regionen ligger inte i det valda landet.',
  jobs_country_in_list: 'Välj Sverige, Norge eller Danmark.',
  jobs_salary_currency_in_list: 'Välj SEK, NOK eller DKK.',
  jobs_specialty_in_list: 'Välj en specialitet i listan.',
  contact_requests_job_only_for_post_job_request:
    'Bara en förfrågan om att publicera jobb kan kopplas till ett jobb.',
};

/** Postgres' English text for a failed check: "… violates check constraint "name"". */
const CHECK_NAME = /violates check constraint "([^"]+)"/;

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
  if (code === '23514') {
    // The database's English wording helps no admin; a known check gets its own sentence.
    const name = CHECK_NAME.exec(text)?.[1];
    return (
      (name && BY_CONSTRAINT[name]) ||
      'Ett värde uppfyller inte databasens regler. Kontrollera fälten och försök igen.'
    );
  }
  const known = typeof code === 'string' ? BY_SQLSTATE[code] : undefined;
  if (known) return text ? `${known} (${text})` : known;
  return text || 'Okänt fel. Försök igen.';
}
