// "Radera mitt konto": confirmed by typing the password; what is deleted is said before.
import { List, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { deleteAccountSchema } from '@shared/schemas';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { PasswordField } from '@/lib/ui/PasswordField';
import { DeleteAccountError, useDeleteAccount } from '../queries/deleteAccount';

type Props = {
  opened: boolean;
  userId: string;
  onClose: () => void;
  onDeleted: () => void;
};

export function DeleteAccountDialog({ opened, userId, onClose, onDeleted }: Props) {
  const remove = useDeleteAccount();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(deleteAccountSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync({ userId, password });
      onDeleted();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof DeleteAccountError && error.passwordField) {
        form.setFieldError('password', reason);
      } else {
        form.setErrors({ password: reason });
      }
    }
  });

  return (
    <ConfirmDialog
      opened={opened}
      title="Radera mitt konto"
      confirmLabel="Radera kontot permanent"
      pending={remove.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text>Det här raderas direkt och går inte att återställa:</Text>
      <List size="sm" spacing={4}>
        <List.Item>ditt konto och din profil</List.Item>
        <List.Item>dina ansökningar, även de arbetsgivaren ser hos oss</List.Item>
        <List.Item>dina sparade jobb och jobbevakningar</List.Item>
      </List>
      <Text fz="sm" c="gray.7">
        En ansökan som arbetsgivaren redan har fått med e-post finns kvar hos arbetsgivaren.
      </Text>
      <PasswordField
        label="Skriv ditt lösenord för att bekräfta"
        autoComplete="current-password"
        {...form.getInputProps('password')}
      />
    </ConfirmDialog>
  );
}
