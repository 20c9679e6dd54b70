// "The local jobs or banners changed": a module without imports, so the app can listen from its
// first render while the sync code itself (Dexie, supabase-js) loads later.
const listeners = new Set<() => void>();

/** Called after a refresh changed the local jobs or banners (e.g. to invalidate queries). */
export function onPublicDataChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyPublicDataChanged(): void {
  for (const listener of listeners) listener();
}
