// Keeps the device's saved jobs in step with the signed-in account for as long as the app is
// open (see src/lib/offline/savedJobsSync.ts); rendered once by the root. Like the other background
// work (BackgroundSync, useLocalCount) it loads at the first idle moment, not during start-up: its
// module brings IndexedDB's library, whose evaluation is a long task on a phone.
import { useEffect } from 'react';
import { importAfterDexie } from '@/lib/offline/importAfterDexie';
import { startWhenIdle } from '@/lib/whenIdle';

export function SavedJobsSync() {
  useEffect(
    () =>
      startWhenIdle(1500, () =>
        importAfterDexie(() => import('@/lib/offline/savedJobsSync')).then(
          ({ startSavedJobsSync }) => startSavedJobsSync,
        ),
      ),
    [],
  );
  return null;
}
