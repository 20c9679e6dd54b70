// Runs the outbox replay and the jobs/banners refresh for as long as the app is open. The sync
// modules (Dexie, supabase-js) load once the page has loaded and the main thread is idle, so the
// refresh never competes with a first visit's own requests and rendering.
import { useEffect } from 'react';
import { onPublicDataChanged } from '@/lib/offline/publicDataEvents';

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
    const cancelStart = whenPageSettled(() => {
      import('@/lib/offline/sync').then(({ startSync }) => {
        if (!stopped) stopSync = startSync();
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
