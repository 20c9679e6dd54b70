// "The local jobs or banners changed": a module without imports, so the app can listen from its
// first render while the sync code itself (Dexie, supabase-js) loads later.
const listeners = new Set<() => void>();
/**
 * A change that came before anyone listened: a page's refresh can finish before the app has
 * rendered (the route loader starts it), and the list would then show the old rows until the next.
 */
let unheard = false;

/** Called after a refresh changed the local jobs or banners (e.g. to invalidate queries). */
export function onPublicDataChanged(listener: () => void): () => void {
  listeners.add(listener);
  if (unheard) {
    unheard = false;
    listener();
  }
  return () => listeners.delete(listener);
}

export function notifyPublicDataChanged(): void {
  if (listeners.size === 0) unheard = true;
  for (const listener of listeners) listener();
}
