// Runs the outbox replay and the jobs/banners refresh for as long as the app is open, and says
// when waiting forms have gone out. The sync modules (Dexie, supabase-js) load once the page has
// loaded and the main thread is idle, so the refresh never competes with a first visit's own
// requests and rendering. A first visit has nothing local to sync: the service worker fills the
// local copy, and the page's sync starts only if the page opens the local database itself (a
// Spara, a queued form).
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { OutboxItem } from '@/lib/offline/db';
import { importAfterDexie } from '@/lib/offline/importAfterDexie';
import { hadLocalDataAtStart, whenLocalData } from '@/lib/offline/localData';
import { onPublicDataChanged } from '@/lib/offline/publicDataEvents';
import { offlineTexts } from './texts';

/** Calls `task` after the window's load event, at the next idle moment; returns a cancel. */
function whenPageSettled(task: () => void): () => void {
  let idleHandle: number | undefined;
  const scheduleIdle = () => {
    idleHandle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(task, { timeout: 3000 })
        : window.setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') scheduleIdle();
  else window.addEventListener('load', scheduleIdle, { once: true });
  return () => {
    window.removeEventListener('load', scheduleIdle);
    if (idleHandle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/** "Din ansökan till … har skickats": items sent from the outbox while the user was elsewhere. */
function announceDelivered(items: OutboxItem[]) {
  for (const item of items) {
    notifications.show({
      title: offlineTexts.deliveredTitle,
      message: item.deliveredNotice,
      color: 'teal',
      autoClose: 8000,
    });
  }
}

/** `onPublicDataChanged`: e.g. invalidate the job and banner queries so pages re-read Dexie. */
export function BackgroundSync({
  onPublicDataChanged: onChanged,
}: {
  onPublicDataChanged: () => void;
}) {
  useEffect(() => {
    // Listening starts now: a page's own refresh may finish before the sync below has loaded.
    const stopListening = onPublicDataChanged(onChanged);
    let stopped = false;
    let stopSync = () => {};
    const cancelStart = whenPageSettled(async () => {
      if (!(await hadLocalDataAtStart())) {
        import('@/lib/offline/publicData').then(
          ({ fillLocalCopy }) => fillLocalCopy(),
          console.error,
        );
      }
      await whenLocalData();
      if (stopped) return;
      importAfterDexie(() => import('@/lib/offline/sync')).then(({ startSync }) => {
        if (!stopped) stopSync = startSync(announceDelivered);
      }, console.error);
    });
    return () => {
      stopped = true;
      stopListening();
      cancelStart();
      stopSync();
    };
  }, [onChanged]);
  return null;
}
