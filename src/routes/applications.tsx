import { Container, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { MyApplications, MyInvitations } from '@/features/applications';
import { useVisitor } from '@/features/auth';
import { ApplicationNoticesButton } from '@/features/push';
import { PageHeader } from '@/lib/ui/PageHeader';
import { SignedInOnly } from '@/lib/ui/SignedInOnly';

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
        <SignedInOnly
          ready={visitor.ready}
          user={visitor.user}
          prompt="Logga in för att se dina ansökningar."
        >
          {(user) => (
            <Stack gap="lg">
              <ApplicationNoticesButton userId={user.id} />
              <MyInvitations userId={user.id} />
              <MyApplications userId={user.id} />
            </Stack>
          )}
        </SignedInOnly>
      </Container>
    </>
  );
}
