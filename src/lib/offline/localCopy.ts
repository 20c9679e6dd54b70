// A marker in localStorage that this device holds a local copy of the public jobs: a first visit can
// then fetch from the network without opening IndexedDB (Dexie) first. The copy itself decides on a
// return visit; a missing or stale marker only costs one full fetch.
export const LOCAL_COPY_MARKER = 'ljn.localCopy';
/** The IndexedDB database holding the copy (db.ts), also read without Dexie (localJobPeek.ts). */
export const LOCAL_DATABASE = 'lakarjobb-norden';
/**
 * Its newest schema, the one db.ts declares last: the app takes over a job read without Dexie
 * only from a database at this version (an older one is Dexie's to upgrade first).
 */
export const LOCAL_DATABASE_VERSION = 4;

export function hasLocalCopy(): boolean {
  try {
    return localStorage.getItem(LOCAL_COPY_MARKER) !== null;
  } catch {
    return false; // Storage blocked: treat as a first visit (the network answers, then Dexie).
  }
}

export function markLocalCopy(): void {
  try {
    localStorage.setItem(LOCAL_COPY_MARKER, '1');
  } catch {
    // Storage blocked: every visit then fetches first, which is what a first visit does anyway.
  }
}
