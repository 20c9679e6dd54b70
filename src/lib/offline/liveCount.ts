// Watches the number of rows in a local table (Dexie liveQuery), for the header badges.
import { liveQuery } from 'dexie';
import { db } from './db';

export type CountedTable = 'outbox' | 'savedJobs';

/** Reports the count now and after every change; returns a function that stops watching. */
export function watchCount(table: CountedTable, onCount: (count: number) => void): () => void {
  const subscription = liveQuery(() => db[table].count()).subscribe({
    next: onCount,
    error: (error: unknown) => console.error('Kunde inte läsa lokala data', table, error),
  });
  return () => subscription.unsubscribe();
}
