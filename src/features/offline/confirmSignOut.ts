// Signing out strands applications in the outbox (they need the applicant's session): warn first.
import { importAfterDexie } from '@/lib/offline/importAfterDexie';
import { offlineTexts } from './texts';

/** True when the user may sign out: nothing waits, or they confirmed despite waiting items. */
export async function confirmSignOut(): Promise<boolean> {
  const { countUnsentOutboxItems } = await importAfterDexie(() => import('@/lib/offline/sync'));
  const waiting = await countUnsentOutboxItems();
  return waiting === 0 || window.confirm(offlineTexts.signOutWhileWaiting(waiting));
}
