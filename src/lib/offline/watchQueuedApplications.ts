// Live view of one applicant's applications in the outbox (outboxStore.queuedApplications), for
// hooks that import it on demand: a job page's first load then carries no Dexie.
import { liveQuery } from 'dexie';
import type { OutboxItem } from './db';
import { queuedApplications } from './outboxStore';

type QueuedApplicationItem = Extract<OutboxItem, { kind: 'application' }>;

/** Reports the applications now and after every change; returns a function that stops watching. */
export function watchQueuedApplications(
  applicantId: string,
  onItems: (items: QueuedApplicationItem[]) => void,
): () => void {
  const subscription = liveQuery(() => queuedApplications(applicantId)).subscribe({
    next: onItems,
    error: (error: unknown) => console.error('Kunde inte läsa utkorgen', error),
  });
  return () => subscription.unsubscribe();
}
