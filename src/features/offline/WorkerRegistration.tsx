// Registers the service worker and, when a new build has been installed and is waiting, offers it:
// "Uppdatera" activates the new worker and reloads the page into the new version. Loaded and
// mounted once the app has started (UpdatePrompt).

import { useRegisterSW } from 'virtual:pwa-register/react';
import { Affix, Button, Group, Paper, Text, Transition } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { noteAppWorkerRegistration } from '@/lib/offline/appWorker';
import { fixedBottomBarSpace } from '@/lib/ui/fixedBottomBar';
import { offlineTexts } from './texts';

/** A long-open tab (or an installed app) should still learn about new builds. */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

export default function WorkerRegistration() {
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
              {offlineTexts.updateAvailable}
            </Text>
            <Text fz="sm" c="gray.7" id="ny-version-text" mb="sm">
              {offlineTexts.updateDescription}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setNeedRefresh(false)}>
                {offlineTexts.updateLater}
              </Button>
              <Button onClick={() => void updateServiceWorker(true)}>
                {offlineTexts.updateAction}
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
