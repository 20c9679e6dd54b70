// /reset-password: where the reset link lands, signed in by it; choose the new password.
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from '@tanstack/react-router';
import { Loading } from '@/lib/ui/Loading';
import { useVisitor } from '../useVisitor';
import { AuthPageFrame } from './AuthPageFrame';
import { NewPasswordForm } from './NewPasswordForm';

export function ResetPasswordPage() {
  const visitor = useVisitor();
  const navigate = useNavigate();
  const changed = () => {
    notifications.show({
      title: 'Lösenordet är ändrat',
      message: 'Du är inloggad med ditt nya lösenord.',
      color: 'teal',
    });
    void navigate({ to: '/jobs' });
  };
  return (
    <AuthPageFrame
      title="Välj nytt lösenord"
      intro="Ange det lösenord du vill använda från och med nu."
    >
      {!visitor.ready ? (
        <Loading />
      ) : visitor.signedIn ? (
        <NewPasswordForm action="Spara nytt lösenord" onChanged={changed} />
      ) : (
        <Stack gap="sm">
          <Text>Öppna länken i mejlet vi skickade för att välja ett nytt lösenord.</Text>
          <Anchor component={Link} to="/forgot-password">
            Skicka en ny länk
          </Anchor>
        </Stack>
      )}
    </AuthPageFrame>
  );
}
