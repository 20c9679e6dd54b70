// Live view of the outbox for the outbox page (the header badge: lib/offline/useLocalCount).
import type { OutboxItem } from '@/lib/offline/db';
import { listOutboxItems } from '@/lib/offline/sync';
import { useLocalQuery } from '@/lib/offline/useLocalQuery';

/** Everything not yet accepted by the server, oldest first. */
export function useOutboxItems(): OutboxItem[] | undefined {
  return useLocalQuery(listOutboxItems, []);
}
