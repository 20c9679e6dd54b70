// The dialog of ChoosePasswordPrompt: why a password is needed, and the new-password form. It
// cannot be dismissed: without a password the account could only be reached by e-mailed links.
import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NewPasswordForm } from './NewPasswordForm';

export default function ChoosePasswordDialog() {
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Välj ett lösenord"
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          E-postadressen registrerades mer än en gång innan den bekräftades. För att bara du ska
          kunna logga in har kontots tidigare lösenord tagits bort. Välj det lösenord du vill logga
          in med.
        </Text>
        <NewPasswordForm
          action="Spara lösenord"
          onChanged={() =>
            notifications.show({ title: 'Lösenordet är sparat', message: '', color: 'teal' })
          }
        />
      </Stack>
    </Modal>
  );
}
