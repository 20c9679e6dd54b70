// Keeps the device's saved jobs in step with the signed-in account for as long as the app is
// open (see syncWithAccount.ts); rendered once by the root. Like the other background
// work (BackgroundSync, useLocalCount) it loads at the first idle moment, not during start-up: its
// module brings IndexedDB's library, whose evaluation is a long task on a phone. A visitor with no
// session and nothing saved on the device has nothing to keep in step: it loads when either comes.
import { useEffect } from 'react';
import { hasStoredSession } from '@/lib/offline/authSession';
import { importAfterDexie } from '@/lib/offline/importAfterDexie';
import { whenLocalData } from '@/lib/offline/localData';
import { onAuthChange } from '@/lib/supabase';
import { startWhenIdle } from '@/lib/whenIdle';

/** Resolves once there are saved jobs to keep in step: a session (stored or new) or local data. */
function savedJobsToSync(): Promise<void> {
  if (hasStoredSession()) return Promise.resolve();
  return new Promise((resolve) => {
    const stopAuth = onAuthChange((_event, session) => {
      if (!session) return;
      stopAuth();
      resolve();
    });
    void whenLocalData().then(() => {
      stopAuth();
      resolve();
    });
  });
}

export function SavedJobsSync() {
  useEffect(
    () =>
      startWhenIdle(1500, () =>
        savedJobsToSync()
          .then(() => importAfterDexie(() => import('./syncWithAccount')))
          .then(({ startSavedJobsSync }) => startSavedJobsSync),
      ),
    [],
  );
  return null;
}
