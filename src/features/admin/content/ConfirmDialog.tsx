// A yes/no question in a modal (used for the spec's delete confirmations).
import { Button, Group, Modal, Text } from '@mantine/core';

type ConfirmDialogProps = {
  opened: boolean;
  question: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  opened,
  question,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Bekräfta"
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      <Text>{question}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Avbryt
        </Button>
        {/* red.9: white text on the default red fails AA contrast (see theme.ts). */}
        <Button color="red.9" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
