import { Button, Container, Stack, Text } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { MyApplications } from '@/features/applications';
import { useVisitor } from '@/features/auth';
import { PageHeader } from '@/features/pages';

export const Route = createFileRoute('/applications')({
  head: () => ({ meta: [{ title: pageTitle('Mina ansökningar') }] }),
  component: ApplicationsPage,
});

function ApplicationsPage() {
  const visitor = useVisitor();
  return (
    <>
      <PageHeader
        title="Mina ansökningar"
        lead="Jobben du har sökt, med datum och status. Listan går att läsa även utan uppkoppling."
      />
      <Container size="md" py="xl">
        {!visitor.ready ? (
          <Text role="status">Laddar...</Text>
        ) : visitor.user ? (
          <MyApplications userId={visitor.user.id} />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>Logga in för att se dina ansökningar.</Text>
            <Button component={Link} to="/signin">
              Logga in
            </Button>
          </Stack>
        )}
      </Container>
    </>
  );
}
