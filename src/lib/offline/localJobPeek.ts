// One job read from the local copy with IndexedDB's own API, for the early paint of a job page on
// a return visit (src/earlyPaint.ts): it runs inline before any module, where Dexie (db.ts) is not
// loaded. The app's first read of the job takes the peek over (publicData.ts) instead of reading
// it again. Read-only, and never creates or upgrades the database: that is Dexie's to do.
import type { JobRecord } from './db';
import { LOCAL_DATABASE, LOCAL_DATABASE_VERSION } from './localCopy';

export interface PeekedJob {
  /** Undefined when the copy has no such job. */
  job: JobRecord | undefined;
  /** Saved on this device: its page says "Sparat", the template "Spara" (the app paints it). */
  saved: boolean;
  /** The database is at db.ts's newest schema, so its rows are what Dexie would read. */
  current: boolean;
}

declare global {
  interface Window {
    /** Started by the early paint; taken once by the app's first read of that job. */
    __jobPeek?: { id: string; read: Promise<PeekedJob> };
  }
}

/** Rejects when there is no database yet. */
function peekJob(id: string): Promise<PeekedJob> {
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
          resolve({
            job: job.result as JobRecord | undefined,
            saved: saved.result > 0,
            // Dexie opens version n as IndexedDB's version 10n.
            current: database.version === LOCAL_DATABASE_VERSION * 10,
          });
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

export function startJobPeek(id: string): Promise<PeekedJob> {
  const read = peekJob(id);
  // The app may never take it (another page by then, or no read at all): not an unhandled rejection.
  read.catch(() => undefined);
  window.__jobPeek = { id, read };
  return read;
}

/** The peek of this job, once; undefined when none was started for it. */
export function takePeekedJob(id: string): Promise<PeekedJob> | undefined {
  const peek = window.__jobPeek;
  if (peek?.id !== id) return undefined;
  delete window.__jobPeek;
  return peek.read;
}
