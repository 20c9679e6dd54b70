// "Återkalla ansökan?": withdrawing cannot be undone, so it is confirmed first.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MyApplication } from '../queries/myApplications';

type Props = {
  application: MyApplication | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function WithdrawDialog({ application, pending, onConfirm, onCancel }: Props) {
  return (
    <Modal
      opened={application !== null}
      onClose={onCancel}
      title="Återkalla ansökan?"
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      <Stack gap="sm">
        <Text>
          Vill du återkalla din ansökan till {application?.job_title} hos{' '}
          {application?.employer_name}?
        </Text>
        <Text fz="sm" c="gray.7">
          Arbetsgivaren ser att ansökan är återkallad. Det går inte att ångra, och du kan inte söka
          samma jobb igen.
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Avbryt
        </Button>
        {/* red.9: white text on the default red fails AA contrast (see theme.ts). */}
        <Button color="red.9" onClick={onConfirm} loading={pending}>
          Återkalla ansökan
        </Button>
      </Group>
    </Modal>
  );
}
