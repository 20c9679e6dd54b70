// Watches a count of local rows (Dexie liveQuery), for the header badges.
import { liveQuery } from 'dexie';
import { db } from './db';

const counts = {
  /**
   * Forms not yet at the server. An accepted one only lacks its follow-up: it counts as sent. One
   * on its first online try, never failed, is not waiting yet: the form that sent it is showing
   * "Skickar..." (counting it flashed "1 väntar" in the header on every ordinary send).
   */
  outbox: () =>
    db.outbox
      .where('state')
      .anyOf('waiting', 'sending')
      .filter((item) => !item.accepted && !(item.attempts === 0 && item.lastError === null))
      .count(),
  savedJobs: () => db.savedJobs.count(),
};

export type CountedTable = keyof typeof counts;

/** Reports the count now and after every change; returns a function that stops watching. */
export function watchCount(table: CountedTable, onCount: (count: number) => void): () => void {
  const subscription = liveQuery(counts[table]).subscribe({
    next: onCount,
    error: (error: unknown) => console.error('Kunde inte läsa lokala data', table, error),
  });
  return () => subscription.unsubscribe();
}
