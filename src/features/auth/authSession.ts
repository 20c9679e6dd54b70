// The browser's auth session as an external store, fed by supabase-js's onAuthStateChange
// (which also fires INITIAL_SESSION at start), so every component sees the same visitor.
import type { Session } from '@supabase/supabase-js';
import { queryClient } from '@/lib/queryClient';
import { supabase } from '@/lib/supabase';

export type AuthSnapshot = { ready: boolean; session: Session | null };

let snapshot: AuthSnapshot = { ready: false, session: null };
const listeners = new Set<() => void>();
let subscribed = false;

function ensureSubscribed(): void {
  if (subscribed) return;
  subscribed = true;
  supabase.auth.onAuthStateChange((event, session) => {
    const previousUserId = snapshot.session?.user.id;
    snapshot = { ready: true, session };
    if (event === 'SIGNED_OUT' && previousUserId) {
      // Personal queries carry the user id in their key, the back office's lists sit under
      // ['admin']; drop them so nothing outlives the session.
      queryClient.removeQueries({ predicate: (q) => q.queryKey.includes(previousUserId) });
      queryClient.removeQueries({ queryKey: ['admin'] });
    }
    // Visitor-derived queries (the admin check) are re-evaluated on every auth change.
    void queryClient.invalidateQueries({ queryKey: ['visitor'] });
    for (const listener of listeners) listener();
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
