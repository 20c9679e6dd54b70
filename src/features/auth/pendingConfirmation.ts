// The address a new account's confirmation link went to, until the visitor signs in or closes
// the notice: kept for the tab (sessionStorage), so it outlasts a reload and a look in the inbox.
import { useSyncExternalStore } from 'react';
import { onAuthChange } from '@/lib/supabase';

export type PendingConfirmation = { email: string; returnPath: string };

const KEY = 'ljn.pendingConfirmation';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: PendingConfirmation | null } = { raw: null, value: null };

function read(): PendingConfirmation | null {
  const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
  if (raw !== cached.raw) {
    let value: PendingConfirmation | null = null;
    try {
      value = raw ? (JSON.parse(raw) as PendingConfirmation) : null;
    } catch {
      value = null;
    }
    cached = { raw, value };
  }
  return cached.value;
}

function write(value: PendingConfirmation | null): void {
  if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export const awaitConfirmation = (value: PendingConfirmation) => write(value);
export const forgetPendingConfirmation = () => write(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signed in (by the link or with the password): nothing is pending any more.
  const stopAuth = onAuthChange((_event, session) => {
    if (session && read()) write(null);
  });
  return () => {
    listeners.delete(listener);
    stopAuth();
  };
}

export function usePendingConfirmation(): PendingConfirmation | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
