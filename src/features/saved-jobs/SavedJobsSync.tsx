// Keeps the device's saved jobs in step with the signed-in account for as long as the app is
// open (see src/lib/offline/savedJobsSync.ts); rendered once by the root.
import { useEffect } from 'react';

export function SavedJobsSync() {
  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    import('@/lib/offline/savedJobsSync').then(({ startSavedJobsSync }) => {
      if (!stopped) stop = startSavedJobsSync();
    }, console.error);
    return () => {
      stopped = true;
      stop();
    };
  }, []);
  return null;
}
