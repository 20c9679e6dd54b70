/**
 * Admin data is fetched fresh on every visit to an admin page (it is never persisted: see
 * MEMORY_ONLY_QUERY_KEYS in src/lib/queryClient). supabase-js already retries failed reads (three
 * times, with backoff); a second layer of retries here would only delay the error message.
 */
export const ADMIN_QUERY_DEFAULTS = { staleTime: 0, retry: false } as const;
