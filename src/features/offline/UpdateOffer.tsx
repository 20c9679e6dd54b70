// The offer of a new build (UpdatePrompt): a card at the bottom that slides up once the new
// worker is waiting. A chunk of its own, loaded at idle: nothing on a first paint needs it.
import { Affix, Button, Group, Paper, Text, Transition } from '@mantine/core';
import { fixedBottomBarSpace } from '@/lib/ui/fixedBottomBar';
import { offlineTexts } from './texts';

type UpdateOfferProps = { shown: boolean; onLater: () => void; onUpdate: () => void };

export default function UpdateOffer({ shown, onLater, onUpdate }: UpdateOfferProps) {
  // Not in a portal: the root layout renders it after the page, outside any transformed box, so
  // fixed positioning already holds, and a portal's mount sets state in a layout effect, which
  // makes the app's first commit also flush every passive effect and render again synchronously.
  return (
    <Affix
      position={{ bottom: `calc(${fixedBottomBarSpace} + 16px)`, left: 16, right: 16 }}
      zIndex={400}
      withinPortal={false}
    >
      <Transition mounted={shown} transition="slide-up">
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
              <Button variant="default" onClick={onLater}>
                {offlineTexts.updateLater}
              </Button>
              <Button onClick={onUpdate}>{offlineTexts.updateAction}</Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
