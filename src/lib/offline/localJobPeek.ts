// One job read from the local copy with IndexedDB's own API, for the early paint of a job page on
// a return visit (src/earlyPaint.ts): it runs inline before any module, where Dexie (db.ts) is not
// loaded. Read-only, and never creates or upgrades the database: that is Dexie's to do.
import type { JobRecord } from './db';
import { LOCAL_DATABASE } from './localCopy';

/**
 * The job with this id in the local copy, unless it is saved on this device: the template paints
 * the "Spara" button, and a saved job's page says "Sparat" (the app paints that page itself).
 * Undefined as well when there is no such job or no database yet.
 */
export function peekUnsavedJob(id: string): Promise<JobRecord | undefined> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(LOCAL_DATABASE);
    // No database yet: abort rather than create an empty one that Dexie would then have to upgrade.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      try {
        const reading = database.transaction(['jobs', 'savedJobs'], 'readonly');
        const job = reading.objectStore('jobs').get(id);
        const saved = reading.objectStore('savedJobs').count(id);
        reading.oncomplete = () =>
          resolve(saved.result > 0 ? undefined : (job.result as JobRecord | undefined));
        reading.onerror = () => reject(reading.error);
      } catch (error) {
        reject(error);
      } finally {
        // Closes once the reads are done; an open connection would block Dexie's upgrades.
        database.close();
      }
    };
  });
}
