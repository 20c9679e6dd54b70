// The one way the app asks "are you sure?" before something that cannot be undone: a modal with
// the question, "Avbryt" and a confirm button. Features pass their own (spec-fixed) texts.
import { Button, Group, type MantineColor, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

type Confirm =
  /** A plain question: the confirm button calls onConfirm. */
  | { onConfirm: () => void; onSubmit?: never }
  /**
   * The body holds inputs (e.g. a password to type): it becomes a form named by the title, and
   * the confirm button submits it, so Enter confirms too and the form's validation runs first.
   */
  | { onSubmit: (event?: FormEvent<HTMLFormElement>) => void; onConfirm?: never };

type ConfirmDialogProps = Confirm & {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** red.9 by default: white text on the default red fails AA contrast (see theme.ts). */
  color?: MantineColor;
  /** While the confirmed action runs: the confirm button spins and "Avbryt" waits for it. */
  pending: boolean;
  onClose: () => void;
};

export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red.9',
  pending,
  onClose,
  onConfirm,
  onSubmit,
}: ConfirmDialogProps) {
  const body = (
    <>
      <Stack gap="sm">{children}</Stack>
      <Group justify="flex-end" mt="lg">
        {/* Focused on opening (after a field of the children's that asks for it): the safe
            choice, not the close button. */}
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          Avbryt
        </Button>
        <Button
          color={color}
          loading={pending}
          type={onSubmit ? 'submit' : 'button'}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          {body}
        </form>
      ) : (
        body
      )}
    </Modal>
  );
}
