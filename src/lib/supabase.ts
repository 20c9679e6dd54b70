// The one Supabase client of the app: hosted Supabase in production, the local stand-in by default.
// supabase-js is loaded on demand (getSupabase), so it is not part of the first page load.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { pageAuthStorage } from './offline/authSession';
import { notifyBackendAnswered } from './offline/connectivity';

import { supabaseAnonKey, supabaseUrl } from './supabaseConfig';

export { supabaseAnonKey, supabaseUrl };

export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;
let announceLoaded: (client: AppSupabaseClient) => void = () => {};
const loaded = new Promise<AppSupabaseClient>((resolve) => {
  announceLoaded = resolve;
});

/** Any answer from the backend means it is reachable again: waiting forms may go (lie-fi). */
const observedFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status > 0 && response.status < 500) notifyBackendAnswered();
  return response;
};

/** The client, created once; a failed load (e.g. offline before the chunk was cached) may retry. */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= import('@supabase/supabase-js').then(
    ({ createClient, navigatorLock }) => {
      const created = createClient<Database>(supabaseUrl, supabaseAnonKey, {
        global: { fetch: observedFetch },
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          // The service worker refreshes the same session (src/lib/offline/authSession.ts): one
          // lock for both, since a refresh token presented twice revokes the whole session.
          lock: navigatorLock,
          storage: pageAuthStorage,
        },
      });
      announceLoaded(created);
      return created;
    },
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/**
 * The client once something has loaded it (getSupabase): listeners to auth changes wait for it
 * without loading supabase-js themselves, so an anonymous visit never does (hasStoredSession).
 */
export function whenSupabaseLoaded(): Promise<AppSupabaseClient> {
  return loaded;
}
