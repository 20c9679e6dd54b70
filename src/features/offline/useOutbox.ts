// Live views of the outbox in Dexie, for the header badge and the outbox page.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxItem } from '@/lib/db';

/** Everything not yet accepted by the server, oldest first. */
export function useOutboxItems(): OutboxItem[] | undefined {
  return useLiveQuery(() => db.outbox.orderBy('createdAt').toArray(), []);
}

export function useOutboxCount(): number {
  return useLiveQuery(() => db.outbox.count(), [], 0);
}
