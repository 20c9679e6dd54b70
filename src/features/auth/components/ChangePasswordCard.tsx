// Byt lösenord on /profile.
import { Card, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NewPasswordForm } from './NewPasswordForm';

const changed = () =>
  notifications.show({
    title: 'Lösenordet är ändrat',
    message: 'Använd det nya lösenordet nästa gång du loggar in.',
    color: 'teal',
  });

export function ChangePasswordCard() {
  return (
    <Card withBorder padding="lg" shadow="sm">
      <Title order={2} fz="h3" mb="sm">
        Byt lösenord
      </Title>
      <NewPasswordForm action="Byt lösenord" onChanged={changed} />
    </Card>
  );
}
