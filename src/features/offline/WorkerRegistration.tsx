// Registers the service worker and, when a new build has been installed and is waiting, offers it:
// "Uppdatera" activates the new worker and reloads the page into the new version. Loaded and
// mounted once the app has started (UpdatePrompt).

import { registerSW } from 'virtual:pwa-register';
import { Affix, Button, Group, Paper, Text, Transition } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { noteAppWorkerRegistration } from '@/lib/offline/appWorker';
import { fixedBottomBarSpace } from '@/lib/ui/fixedBottomBar';
import { updateTexts } from './updateTexts';

/** A long-open tab (or an installed app) should still learn about new builds. */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

/** Activates the waiting worker, which then reloads the page into the new build. */
let applyUpdate: ((reloadPage?: boolean) => Promise<void>) | undefined;
const onNeedRefresh = new Set<() => void>();

/**
 * Registers the worker once per page, from an effect. Not vite-plugin-pwa's useRegisterSW, which
 * registers in a useState initializer, during render: a render React threw away and ran again
 * registered twice, and the offline-ready notice showed twice (an e2e failure under load).
 */
function registerOnce(): (reloadPage?: boolean) => Promise<void> {
  applyUpdate ??= registerSW({
    onNeedRefresh() {
      for (const show of onNeedRefresh) show();
    },
    onRegisteredSW(_url, registered) {
      noteAppWorkerRegistration(registered);
      if (registered) setInterval(() => void registered.update(), UPDATE_CHECK_EVERY_MS);
    },
    onOfflineReady() {
      // It comes on a first visit, while the visitor looks at the header and the page's top: at
      // the bottom it covers neither (on a phone the toasts' top-right corner is the header).
      notifications.show({
        message: updateTexts.offlineReady,
        color: 'teal',
        position: 'bottom-right',
      });
    },
    onRegisterError(error) {
      noteAppWorkerRegistration(undefined);
      console.error('Service worker kunde inte registreras', error);
    },
  });
  return applyUpdate;
}

export default function WorkerRegistration() {
  const [needRefresh, setNeedRefresh] = useState(false);
  useEffect(() => {
    const show = () => setNeedRefresh(true);
    onNeedRefresh.add(show);
    registerOnce();
    return () => {
      onNeedRefresh.delete(show);
    };
  }, []);
  const updateServiceWorker = () => void registerOnce()(true);

  // Not in a portal: the root layout renders it after the page, outside any transformed box, so
  // fixed positioning already holds, and a portal's mount sets state in a layout effect, which
  // makes the app's first commit also flush every passive effect and render again synchronously.
  return (
    <Affix
      position={{ bottom: `calc(${fixedBottomBarSpace} + 16px)`, left: 16, right: 16 }}
      zIndex={400}
      withinPortal={false}
    >
      <Transition mounted={needRefresh} transition="slide-up">
        {(style) => (
          <Paper
            style={{ ...style, maxWidth: 480, marginInline: 'auto' }}
            shadow="md"
            p="md"
            withBorder
            role="alertdialog"
            aria-labelledby="ny-version-rubrik"
            aria-describedby="ny-version-text"
          >
            <Text fw={700} id="ny-version-rubrik">
              {updateTexts.updateAvailable}
            </Text>
            <Text fz="sm" c="gray.7" id="ny-version-text" mb="sm">
              {updateTexts.updateDescription}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setNeedRefresh(false)}>
                {updateTexts.updateLater}
              </Button>
              <Button onClick={updateServiceWorker}>{updateTexts.updateAction}</Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
