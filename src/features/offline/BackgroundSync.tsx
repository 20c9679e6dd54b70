// Runs the outbox replay and the jobs/banners refresh for as long as the app is open.
import { useEffect } from 'react';
import { onPublicDataChanged } from '@/lib/publicDataSync';
import { startSync } from '@/lib/sync';

/** `onPublicDataChanged`: e.g. invalidate the job and banner queries so pages re-read Dexie. */
export function BackgroundSync({
  onPublicDataChanged: onChanged,
}: {
  onPublicDataChanged: () => void;
}) {
  useEffect(() => onPublicDataChanged(onChanged), [onChanged]);
  useEffect(() => startSync(), []);
  return null;
}
