// The create/edit dialog of a job or banner. Closing it (Escape, ×, Avbryt) after something was
// typed asks first, so a slip of the hand does not throw away a filled-in ad.
import { Modal, Text } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';

export const DISCARD_TITLE = 'Stäng utan att spara?';

type EditDialogProps = {
  opened: boolean;
  title: string;
  size?: number | 'lg';
  /** The form, given the callback it reports its dirtiness to and the guarded cancel. */
  children: (form: { onDirtyChange: (dirty: boolean) => void; onCancel: () => void }) => ReactNode;
  onClose: () => void;
};

export function EditDialog({ opened, title, size = 'lg', children, onClose }: EditDialogProps) {
  // A ref, not state: the form reports on every keystroke and the dialog need not re-render.
  const dirty = useRef(false);
  // Closed after a save: the next form starts clean.
  if (!opened) dirty.current = false;
  const [asking, setAsking] = useState(false);
  const close = () => {
    dirty.current = false;
    setAsking(false);
    onClose();
  };
  const requestClose = () => {
    if (!dirty.current) return close();
    // Asked after this event: the Escape that closes the form is still being dispatched, and the
    // question's Modal, mounted meanwhile, would take it as its own Escape and close at once.
    window.setTimeout(() => setAsking(true));
  };

  return (
    <>
      <Modal opened={opened} onClose={requestClose} title={title} size={size}>
        {opened &&
          children({
            onDirtyChange: (next) => {
              dirty.current = next;
            },
            onCancel: requestClose,
          })}
      </Modal>
      <ConfirmDialog
        opened={asking}
        title={DISCARD_TITLE}
        confirmLabel="Stäng utan att spara"
        pending={false}
        onConfirm={close}
        onClose={() => setAsking(false)}
      >
        <Text>Det du har skrivit i formuläret sparas inte.</Text>
      </ConfirmDialog>
    </>
  );
}
