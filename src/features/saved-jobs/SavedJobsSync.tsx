// Keeps the device's saved jobs in step with the signed-in account for as long as the app is
// open (see src/lib/offline/savedJobsSync.ts); rendered once by the root. Like the other background
// work (BackgroundSync, useLocalCount) it loads at the first idle moment, not during start-up: its
// module brings IndexedDB's library, whose evaluation is a long task on a phone.
import { useEffect } from 'react';
import { whenIdle } from '@/lib/whenIdle';

export function SavedJobsSync() {
  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    whenIdle(1500)
      .then(() => import('@/lib/offline/savedJobsSync'))
      .then(({ startSavedJobsSync }) => {
        if (!stopped) stop = startSavedJobsSync();
      }, console.error);
    return () => {
      stopped = true;
      stop();
    };
  }, []);
  return null;
}
