// After the confirmation page (ConfirmUnsubscribePage): the alert's e-mail is off, or the link
// named no alert.
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ALERTS_TITLE } from '../texts';

export function UnsubscribedPage({ done }: { done: boolean }) {
  return (
    <Container size={640} py={{ base: 'lg', sm: 48 }}>
      <Title order={1} mb="sm">
        {done ? 'Bevakningen är avslutad' : 'Länken fungerar inte'}
      </Title>
      <Text mb="lg">
        {done
          ? 'Du får ingen mer e-post från den här bevakningen. Den finns kvar som sparad sökning, och du kan slå på e-posten igen under Bevakningar.'
          : 'Länken är ofullständig, eller så har bevakningen tagits bort. Du kan se och ändra dina bevakningar när du är inloggad.'}
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/alerts">
          Till {ALERTS_TITLE}
        </Button>
        <Button component={Link} to="/jobs" variant="default">
          Lediga jobb
        </Button>
      </Group>
    </Container>
  );
}
