// The browser's auth session as an external store, fed by the page's auth changes (onAuthChange in
// src/lib/supabase.ts, which also gives INITIAL_SESSION at start), so every component sees the
// same visitor. With a stored session the snapshot says not ready until supabase-js has restored
// it; without one the visitor is anonymous at once, and supabase-js loads only when something
// needs it. Offline, a stored session counts as it is (keptSession).
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { hasStoredSession, storedSession } from '@/lib/offline/authSession';
import { queryClient } from '@/lib/queryClient';
import { getSupabase, onAuthChange } from '@/lib/supabase';
import { whenIdle } from '@/lib/whenIdle';

export type AuthSnapshot = { ready: boolean; session: Session | null };

// In the browser only: the prerendered pages keep the not-ready state they have always had.
const restoring = typeof window === 'undefined' || hasStoredSession();
let snapshot: AuthSnapshot = { ready: !restoring, session: null };
const listeners = new Set<() => void>();
let subscribed = false;
let restoreStarted = false;

/**
 * The stored session while supabase-js cannot bring it up to date. Offline it cannot refresh an
 * expired access token (on a train the hour runs out): it retries for about 30 s, then reports
 * no session, but keeps it stored for its next try. The doctor is still signed in on this
 * device, with their saved jobs, applications and outbox; the token is refreshed once the network
 * is back. A session refused by the server is removed from storage, and then none is kept.
 */
const keptSession = storedSession;

function notify(): void {
  for (const listener of listeners) listener();
}

function applyAuthChange(event: AuthChangeEvent, reported: Session | null): void {
  const previousUserId = snapshot.session?.user.id;
  const session = reported ?? (event === 'INITIAL_SESSION' ? keptSession() : null);
  snapshot = { ready: true, session };
  if (event === 'SIGNED_OUT' && previousUserId) {
    // Personal queries carry the user id in their key, the back office's lists sit under
    // ['admin']; drop them so nothing outlives the session.
    queryClient.removeQueries({ predicate: (q) => q.queryKey.includes(previousUserId) });
    queryClient.removeQueries({ queryKey: ['admin'] });
  }
  // Visitor-derived queries (the admin check) are re-evaluated on every auth change.
  void queryClient.invalidateQueries({ queryKey: ['visitor'] });
  notify();
}

function ensureSubscribed(): void {
  if (!subscribed) {
    subscribed = true;
    onAuthChange(applyAuthChange);
    if (!restoring) {
      // Signed in in another tab: supabase-js tells its own tabs, so this one loads it to hear that.
      window.addEventListener('storage', () => {
        if (hasStoredSession()) void getSupabase();
      });
    }
  }
  if (!restoring || restoreStarted) return;
  restoreStarted = true;
  // Offline there is nothing to wait for: the stored session is the visitor at once (after the
  // first commit, which hydrated the prerendered page's not-ready state).
  const kept = navigator.onLine ? null : keptSession();
  if (kept && !snapshot.ready) {
    snapshot = { ready: true, session: kept };
    queueMicrotask(notify);
  }
  // Restoring a stored session loads supabase-js (~55 KB gzip): once the browser is idle, so the
  // page's own code and public reads (src/lib/publicReads.ts) come first on a slow connection.
  whenIdle(1500)
    .then(getSupabase)
    .catch((error: unknown) => {
      // The next subscriber tries again (e.g. once back online).
      restoreStarted = false;
      console.error('Kunde inte läsa in inloggningen', error);
    });
}

export function subscribeAuth(listener: () => void): () => void {
  ensureSubscribed();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthSnapshot(): AuthSnapshot {
  return snapshot;
}

/**
 * Build time: renders as an anonymous visitor appears once the app knows there is no session. The
 * early paint's templates (src/prerender/jobTemplates.tsx) are shown only to such visitors.
 */
export function renderAsAnonymous<Result>(render: () => Result): Result {
  const saved = snapshot;
  snapshot = { ready: true, session: null };
  try {
    return render();
  } finally {
    snapshot = saved;
  }
}
