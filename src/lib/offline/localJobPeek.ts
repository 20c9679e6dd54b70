// One job read from the local copy with IndexedDB's own API, for the early paint of a job page on
// a return visit (src/earlyPaint.ts): it runs inline before any module, where Dexie (db.ts) is not
// loaded. Read-only, and never creates or upgrades the database: that is Dexie's to do.
import type { JobRecord } from './db';
import { LOCAL_DATABASE } from './localCopy';

/** The job with this id in the local copy, or undefined (none, or no database yet). */
export function peekLocalJob(id: string): Promise<JobRecord | undefined> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(LOCAL_DATABASE);
    // No database yet: abort rather than create an empty one that Dexie would then have to upgrade.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      // Closed at once: an open connection would block the app's Dexie from upgrading it.
      const done = () => database.close();
      try {
        const read = database.transaction('jobs', 'readonly').objectStore('jobs').get(id);
        read.onsuccess = () => {
          done();
          resolve(read.result as JobRecord | undefined);
        };
        read.onerror = () => {
          done();
          reject(read.error);
        };
      } catch (error) {
        done();
        reject(error);
      }
    };
  });
}
