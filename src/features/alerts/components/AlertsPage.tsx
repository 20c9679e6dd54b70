// The body of /alerts (Bevakningar): the signed-in doctor's saved searches, each with its count of
// new jobs from the local copy, and the way to a new one; a visitor is asked to sign in.
import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { publishedJobsQueryOptions } from '@/lib/publishedJobs';
import { Loading } from '@/lib/ui/Loading';
import { SignedInOnly } from '@/lib/ui/SignedInOnly';
import { useJobAlerts } from '../queries/jobAlerts';
import { SAVE_AS_ALERT } from '../texts';
import { AlertCard } from './AlertCard';

type Props = { ready: boolean; user: { id: string } | null };

export function AlertsPage({ ready, user }: Props) {
  return (
    // The page header's width, so the cards line up with its title; the cards themselves narrower.
    <Container size="lg" py="xl">
      <SignedInOnly
        ready={ready}
        user={user}
        prompt="Logga in för att se och ändra dina bevakningar."
      >
        {(signedIn) => <AlertList userId={signedIn.id} />}
      </SignedInOnly>
    </Container>
  );
}

function AlertList({ userId }: { userId: string }) {
  const alerts = useJobAlerts(userId);
  const jobs = useQuery(publishedJobsQueryOptions());
  if (alerts.isPending) return <Loading>Laddar bevakningar...</Loading>;
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
      <Group justify="space-between" align="center">
        <Text size="sm" c="gray.7">
          En ny bevakning sparar du från jobbsökningen med ”{SAVE_AS_ALERT}”.
        </Text>
        <Button component={Link} to="/jobs" variant="default">
          Ny bevakning
        </Button>
      </Group>
      {alerts.data.map((alert) => (
        <AlertCard key={alert.id} alert={alert} userId={userId} jobs={jobs.data} />
      ))}
    </Stack>
  );
}
