// "Återkalla ansökan?": withdrawing cannot be undone, so it is confirmed first.
import { Text } from '@mantine/core';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import type { MyApplication } from '../queries/myApplications';

type Props = {
  application: MyApplication | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function WithdrawDialog({ application, pending, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      opened={application !== null}
      title="Återkalla ansökan?"
      confirmLabel="Återkalla ansökan"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      <Text>
        Vill du återkalla din ansökan till {application?.job_title} hos {application?.employer_name}
        ?
      </Text>
      <Text fz="sm" c="gray.7">
        Arbetsgivaren ser att ansökan är återkallad. Det går inte att ångra, men du kan skicka en ny
        ansökan till jobbet senare.
      </Text>
    </ConfirmDialog>
  );
}
