// Live view of the outbox in Dexie for the outbox page (the header badge: lib/useLocalCount).
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxItem } from '@/lib/db';

/** Everything not yet accepted by the server, oldest first. */
export function useOutboxItems(): OutboxItem[] | undefined {
  return useLiveQuery(() => db.outbox.orderBy('createdAt').toArray(), []);
}
