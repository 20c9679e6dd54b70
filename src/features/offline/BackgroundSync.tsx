// Runs the outbox replay and the jobs/banners refresh for as long as the app is open. The sync
// modules (Dexie, supabase-js) are imported after the first render, off the first load.
import { useEffect } from 'react';

/** `onPublicDataChanged`: e.g. invalidate the job and banner queries so pages re-read Dexie. */
export function BackgroundSync({
  onPublicDataChanged: onChanged,
}: {
  onPublicDataChanged: () => void;
}) {
  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    Promise.all([import('@/lib/publicDataSync'), import('@/lib/sync')]).then(
      ([{ onPublicDataChanged }, { startSync }]) => {
        if (stopped) return;
        const stopListening = onPublicDataChanged(onChanged);
        const stopSync = startSync();
        stop = () => {
          stopListening();
          stopSync();
        };
      },
      console.error,
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [onChanged]);
  return null;
}
