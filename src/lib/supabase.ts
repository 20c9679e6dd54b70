// The one Supabase client of the app: hosted Supabase in production, the local stand-in by default.
// supabase-js is loaded on demand (getSupabase), so it is not part of the first page load.
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { pageAuthStorage } from './offline/authSession';
import { notifyBackendAnswered } from './offline/connectivity';

import { supabaseAnonKey, supabaseUrl } from './supabaseConfig';

export { supabaseAnonKey, supabaseUrl };

export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;
let announceLoaded: (client: AppSupabaseClient) => void = () => {};
/** The client once something has loaded it: auth listeners wait for it without loading it. */
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
          // The links in auth e-mails are read by the app itself, at start-up (features/auth/authRedirect.ts).
          detectSessionInUrl: false,
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

export type AuthChangeListener = (event: AuthChangeEvent, session: Session | null) => void;

const authListeners = new Set<AuthChangeListener>();
/** The session of the last auth change, once supabase-js has said it (INITIAL_SESSION). */
let lastSession: { session: Session | null } | undefined;
let listeningToAuth = false;

/**
 * Hears every auth change once something has loaded supabase-js (it never loads it itself), all
 * listeners through one subscription. A listener that comes later hears INITIAL_SESSION with the
 * current session at once, as a subscription of its own would have. Returns the unsubscribe.
 * Calling supabase.auth inside a listener can deadlock (supabase-js docs): defer such calls.
 */
export function onAuthChange(listener: AuthChangeListener): () => void {
  authListeners.add(listener);
  if (!listeningToAuth) {
    listeningToAuth = true;
    void loaded.then((supabase) =>
      supabase.auth.onAuthStateChange((event, session) => {
        lastSession = { session };
        for (const heard of [...authListeners]) {
          // One listener's failure must not keep the others from hearing the change.
          try {
            heard(event, session);
          } catch (error) {
            console.error(error);
          }
        }
      }),
    );
  } else if (lastSession) {
    listener('INITIAL_SESSION', lastSession.session);
  }
  return () => authListeners.delete(listener);
}
