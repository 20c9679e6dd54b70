// The one Supabase client of the app: hosted Supabase in production, the local stand-in by default.
// supabase-js is loaded on demand (getSupabase), so it is not part of the first page load.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { pageAuthStorage } from './offline/authSession';
import { notifyBackendAnswered } from './offline/connectivity';

// Local defaults are the stand-in's address and the Supabase CLI's well-known public anon key,
// so a build without a .env still talks to `npm start`'s backend. Never a service-role key here.
const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || LOCAL_URL;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

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
