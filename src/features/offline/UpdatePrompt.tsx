// Registers the service worker and, when a new build has been installed and is waiting, offers it:
// "Uppdatera" activates the new worker and reloads the page into the new version.

import { useRegisterSW } from 'virtual:pwa-register/react';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { noteAppWorkerRegistration } from '@/lib/offline/appWorker';
import { whenIdle } from '@/lib/whenIdle';
import { offlineTexts } from './texts';

// The offer's card (Mantine's Affix, Transition and Paper, about 3 KB gzip) is not in the start-up
// code: it loads at the first idle moment, mounted hidden, so it can slide up when a build waits.
const UpdateOffer = lazy(() => import('./UpdateOffer'));
const OFFER_LOAD_WAIT_MS = 5000;

/** A long-open tab (or an installed app) should still learn about new builds. */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

export function UpdatePrompt() {
  const idle = useAfterIdle();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      noteAppWorkerRegistration(registration);
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_EVERY_MS);
    },
    onOfflineReady() {
      // It comes on a first visit, while the visitor looks at the header and the page's top: at the
      // bottom it covers neither (on a phone the toasts' top-right corner is the whole header).
      notifications.show({
        message: offlineTexts.offlineReady,
        color: 'teal',
        position: 'bottom-right',
      });
    },
    onRegisterError(error) {
      noteAppWorkerRegistration(undefined);
      console.error('Service worker kunde inte registreras', error);
    },
  });

  // A build found waiting before the idle moment loads the card at once.
  const offerLoaded = idle || needRefresh;
  return (
    <Suspense fallback={null}>
      {offerLoaded && (
        <UpdateOffer
          shown={needRefresh}
          onLater={() => setNeedRefresh(false)}
          onUpdate={() => void updateServiceWorker(true)}
        />
      )}
    </Suspense>
  );
}

/** True once the browser has been idle after the first render (whenIdle). */
function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let current = true;
    void whenIdle(OFFER_LOAD_WAIT_MS).then(() => current && setIdle(true));
    return () => {
      current = false;
    };
  }, []);
  return idle;
}
