// Who is visiting: signed in or not, admin or not (spec §4), re-evaluated on every auth change.
import type { User } from '@supabase/supabase-js';
import { useSyncExternalStore } from 'react';
import { getAuthSnapshot, subscribeAuth } from './authSession';
import { useIsAdmin } from './queries/adminRole';

export type Visitor = {
  /** False until supabase-js has restored (or ruled out) a stored session. */
  ready: boolean;
  user: User | null;
  signedIn: boolean;
  /** True only after a successful check; a failed check counts as not admin. */
  isAdmin: boolean;
  adminChecking: boolean;
};

export function useVisitor(): Visitor {
  const { ready, session } = useSyncExternalStore(subscribeAuth, getAuthSnapshot, getAuthSnapshot);
  const user = session?.user ?? null;
  const admin = useIsAdmin(user?.id);
  return {
    ready,
    user,
    signedIn: user !== null,
    isAdmin: user !== null && admin.data === true,
    adminChecking: user !== null && admin.isPending,
  };
}
