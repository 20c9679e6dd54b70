// The service worker's registration and the offer of new builds (WorkerRegistration), started once
// the app has started and the browser is idle. Registered at the app's first render, a first
// visit's worker installed its precache (about 200 files) and wrote the local copy while the page
// was still starting: on a phone's few cores and one connection they competed with the page's own
// code, its data and its first renders, and the offline-ready notice rendered among them.
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/whenIdle';

const WorkerRegistration = lazy(() => import('./WorkerRegistration'));

/** At the latest this long after the app's first render, if the browser is never idle. */
const REGISTER_WAIT_MS = 5000;

export function UpdatePrompt() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenIdle(REGISTER_WAIT_MS).then(() => mounted && setStarted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return started ? (
    <Suspense fallback={null}>
      <WorkerRegistration />
    </Suspense>
  ) : null;
}
