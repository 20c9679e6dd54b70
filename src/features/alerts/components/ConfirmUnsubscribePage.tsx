// Where the unsubscribe link in a digest lands (the function's GET redirects here): the alert's
// e-mail stops only when the doctor confirms, since mail scanners open every link in a mail.
import { Alert, Button, Container, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useUnsubscribeJobAlert } from '../queries/unsubscribeJobAlert';
import { UnsubscribedPage } from './UnsubscribedPage';

/** `token` is undefined when the link's token is missing or malformed. */
export function ConfirmUnsubscribePage({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const unsubscribe = useUnsubscribeJobAlert();
  // The button turns to loading (and ignores clicks) a render after the click: the second click
  // of a double click comes sooner.
  const sending = useRef(false);
  if (!token) return <UnsubscribedPage done={false} />;

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    unsubscribe.mutate(token, {
      // Replaces this page: its token leaves the address bar, and a reload shows the result.
      onSuccess: (result) =>
        navigate({
          to: '/alerts/unsubscribed',
          search: { resultat: result === 'off' ? 'avslutad' : 'ogiltig' },
          replace: true,
        }),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Container size={640} py={{ base: 'lg', sm: 48 }}>
      <Title order={1} mb="sm">
        Avsluta bevakningen?
      </Title>
      <Text mb="lg">
        Du slutar få e-post med nya jobb från den här bevakningen. Den finns kvar som sparad sökning
        under Bevakningar.
      </Text>
      {unsubscribe.isError && (
        <Alert color="red" mb="lg" role="alert">
          Bevakningen kunde inte avslutas just nu. Kontrollera uppkopplingen och försök igen.
        </Alert>
      )}
      <Button loading={unsubscribe.isPending} onClick={confirm}>
        Avsluta bevakningen
      </Button>
    </Container>
  );
}
