/**
 * Admin data is always fetched fresh and dropped as soon as no admin page shows it, so cover
 * letters and e-mail addresses do not linger in the persisted (localStorage) query cache.
 * supabase-js already retries failed reads (three times, with backoff); a second layer of
 * retries here would only delay the error message.
 */
export const ADMIN_QUERY_DEFAULTS = { staleTime: 0, gcTime: 0, retry: false } as const;
