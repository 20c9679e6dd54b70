// The body of /alerts (Bevakningar): the signed-in doctor's saved searches; a visitor is asked to
// sign in.
import { Button, Container, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useJobAlerts } from '../queries/jobAlerts';
import { SAVE_AS_ALERT } from '../texts';
import { AlertCard } from './AlertCard';

type Props = { ready: boolean; userId: string | undefined };

export function AlertsPage({ ready, userId }: Props) {
  return (
    // The page header's width, so the cards line up with its title; the cards themselves narrower.
    <Container size="lg" py="xl">
      {!ready ? (
        <Text role="status">Laddar...</Text>
      ) : userId ? (
        <AlertList userId={userId} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>Logga in för att se och ändra dina bevakningar.</Text>
          <Button
            renderRoot={(props) => (
              <Link to="/signin" search={{ flik: 'logga-in', redirect: '/alerts' }} {...props} />
            )}
          >
            Logga in
          </Button>
        </Stack>
      )}
    </Container>
  );
}

function AlertList({ userId }: { userId: string }) {
  const alerts = useJobAlerts(userId);
  if (alerts.isPending) return <Text role="status">Laddar bevakningar...</Text>;
  if (alerts.isError && !alerts.data) {
    return (
      <Text role="alert" c="var(--mantine-color-error)">
        Bevakningarna kunde inte hämtas. Kontrollera din uppkoppling och försök igen.
      </Text>
    );
  }
  if (alerts.data.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          Du har inga bevakningar än. Sök bland jobben och välj ”{SAVE_AS_ALERT}” för att få e-post
          när nya jobb som matchar publiceras.
        </Text>
        <Button component={Link} to="/jobs">
          Sök jobb
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={760}>
      {alerts.data.map((alert) => (
        <AlertCard key={alert.id} alert={alert} userId={userId} />
      ))}
    </Stack>
  );
}
