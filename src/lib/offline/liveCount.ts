// Watches a count of local rows (Dexie liveQuery), for the header badges.
import { liveQuery } from 'dexie';
import { db } from './db';

const counts = {
  /** Forms not yet at the server (an accepted one only lacks its follow-up: it counts as sent). */
  outbox: () =>
    db.outbox
      .where('state')
      .anyOf('waiting', 'sending')
      .filter((item) => !item.accepted)
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
