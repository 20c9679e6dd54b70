// Whether a page has local data to read or watch (the header's counts, the Spara buttons, the
// outbox's retries). A first visit has none: it loads no Dexie on the main thread until it writes
// something itself (a Spara, a queued form, a signed-in user's saved jobs), while the service
// worker fills the local copy (askWorkerForLocalCopy.ts). Dexie's evaluation, the schema and the
// reads queued at its opening were a first visit's longest tasks after its first paint.
import { hasLocalCopy, LOCAL_DATABASE } from './localCopy';

let openedHere = false;
const openListeners = new Set<() => void>();
let atStart: Promise<boolean> | undefined;

/** Called by db.ts whenever this page (or worker) opens the local database. */
export function notifyLocalDatabaseOpened(): void {
  openedHere = true;
  for (const listener of openListeners) listener();
  openListeners.clear();
}

/** Whether the device held the local database when this page started; asked once per page. */
export function hadLocalDataAtStart(): Promise<boolean> {
  atStart ??= (async () => {
    if (hasLocalCopy()) return true;
    try {
      return (await indexedDB.databases()).some(({ name }) => name === LOCAL_DATABASE);
    } catch {
      return true; // No way to tell without opening it: read it, as a return visit does.
    }
  })();
  return atStart;
}

/**
 * Resolves when there is local data to read: at once on a return visit, on a first visit once
 * this page opens the local database.
 */
export async function whenLocalData(): Promise<void> {
  if (openedHere || (await hadLocalDataAtStart())) return;
  // It may have opened while the question above was answered.
  if (!openedHere) await new Promise<void>((resolve) => openListeners.add(resolve));
}
