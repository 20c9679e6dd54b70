// "The backend just answered": a module without imports, so the Supabase client can report every
// answer while the outbox (loaded later) listens, to send waiting forms at once on lie-fi.
const listeners = new Set<() => void>();

export function onBackendAnswered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyBackendAnswered(): void {
  for (const listener of listeners) listener();
}
