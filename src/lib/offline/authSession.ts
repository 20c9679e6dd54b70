// The signed-in session where both the page and the service worker reach it. supabase-js in the
// page keeps it in localStorage (which a worker cannot read) and, through `pageAuthStorage`, also
// in IndexedDB; the worker's client (`workerAuthStorage`) reads and writes only IndexedDB. A
// refresh rotates the refresh token and the old one is then refused (reuse revokes the session),
// so both sides refresh under supabase-js's own Web Lock (`lock:<storageKey>`) and always start
// from the newest copy: the page adopts a session the worker refreshed. Raw IndexedDB, not Dexie:
// the page's client is created on first load, before Dexie is needed.
import type { Session } from '@supabase/supabase-js';
import { idbStore } from '../idbStore';

interface StoredSession {
  expires_at?: number;
  user?: { id?: string };
}

const run = idbStore('lakarjobb-auth', 'session');

const idbGet = (key: string) => run<string | undefined>('readonly', (s) => s.get(key));
const idbSet = (key: string, value: string) => run('readwrite', (s) => s.put(value, key));
const idbRemove = (key: string) => run('readwrite', (s) => s.delete(key));

function parse(value: string | null | undefined): StoredSession | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as StoredSession;
  } catch {
    return null;
  }
}

/** The session key holds a session object; other keys (PKCE verifier, …) are left alone. */
const isSessionKey = (key: string) => key.endsWith('-auth-token');

/**
 * Whether the page's storage holds a session for supabase-js to restore. Without one a visitor is
 * anonymous from the start, and supabase-js (~55 KB gzip, a long task to evaluate on a phone)
 * loads only when something needs it: signing in, applying, an auth link.
 */
export function hasStoredSession(): boolean {
  try {
    return Object.keys(window.localStorage).some(isSessionKey);
  } catch {
    return false; // No window (prerender) or storage blocked: nothing to restore.
  }
}

/** The session supabase-js keeps in the page's storage, as it stored it; null without one. */
export function storedSession(): Session | null {
  try {
    const key = Object.keys(window.localStorage).find(isSessionKey);
    const session = key
      ? (JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown)
      : null;
    const stored = session as Partial<Session> | null;
    return typeof stored?.access_token === 'string' && stored.user ? (stored as Session) : null;
  } catch {
    return null;
  }
}

/** The stored session's access token, for a request that cannot wait for supabase-js. */
export function storedAccessToken(): string | undefined {
  return storedSession()?.access_token;
}

/** The worker's copy of the same account's session is newer when it expires later. */
function newer(mirror: string | undefined, local: string | null): boolean {
  const a = parse(mirror);
  const b = parse(local);
  if (!a?.user?.id || !b?.user?.id || a.user.id !== b.user.id) return false;
  return (a.expires_at ?? 0) > (b.expires_at ?? 0);
}

/** A failed mirror must not break signing in: the page then simply keeps localStorage's copy. */
function ignore(error: unknown) {
  console.warn('Kunde inte spegla inloggningen till IndexedDB', error);
}

/** supabase-js storage for the page: localStorage as before, mirrored into IndexedDB. */
export const pageAuthStorage = {
  async getItem(key: string): Promise<string | null> {
    const local = window.localStorage.getItem(key);
    if (!isSessionKey(key)) return local;
    const mirror = await idbGet(key).catch(() => undefined);
    if (mirror && newer(mirror, local)) {
      window.localStorage.setItem(key, mirror);
      return mirror;
    }
    // A session from before the mirror existed (or one the mirror lost) reaches the worker too.
    if (local && mirror !== local) await idbSet(key, local).catch(ignore);
    return local;
  },
  async setItem(key: string, value: string): Promise<void> {
    window.localStorage.setItem(key, value);
    if (isSessionKey(key)) await idbSet(key, value).catch(ignore);
  },
  async removeItem(key: string): Promise<void> {
    window.localStorage.removeItem(key);
    if (isSessionKey(key)) await idbRemove(key).catch(ignore);
  },
};

/** supabase-js storage for the service worker: the IndexedDB copy only. */
export const workerAuthStorage = {
  getItem: async (key: string) => (await idbGet(key)) ?? null,
  setItem: (key: string, value: string) => idbSet(key, value).then(() => undefined),
  removeItem: (key: string) => idbRemove(key).then(() => undefined),
};
