// Recruiters' invitations on "Mina ansökningar": "Vi tror att den här tjänsten passar dig", answered
// with Intresserad (the job's application sheet, a quick application with the profile and the
// documents chosen there) or Inte nu with an optional reason.
import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { INVITATION_HEADLINE } from '@shared/email/invitation';
import { swedishDate } from '@shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  type MyInvitation,
  myInvitationsQueryOptions,
  useDeclineInvitation,
} from '../queries/myInvitations';

function Answer({ invitation }: { invitation: MyInvitation }) {
  if (invitation.answer === 'interested') {
    return (
      <Badge color="teal" variant="light" tt="none">
        Du svarade Intresserad och har skickat en ansökan
      </Badge>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color="gray" variant="light" tt="none">
        Du svarade Inte nu
      </Badge>
      {invitation.reason && <Text fz="sm">”{invitation.reason}”</Text>}
    </Stack>
  );
}

function InvitationCard({ invitation, userId }: { invitation: MyInvitation; userId: string }) {
  const decline = useDeclineInvitation(userId);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const job = invitation.jobs;
  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      aria-label={`Inbjudan: ${job?.title ?? 'stängd annons'}`}
    >
      <Stack gap="xs">
        <Text fz="sm" fw={600} c="teal.8">
          {INVITATION_HEADLINE}
        </Text>
        <Title order={3} fz="h4">
          {job ? job.title : 'Annonsen är stängd'}
        </Title>
        {job && (
          <Text>
            {job.employer_name}, {job.location}
          </Text>
        )}
        <Text fz="sm" c="gray.7">
          Inbjuden {swedishDate(invitation.created_at)}. Arbetsgivaren får ditt namn och dina
          kontaktuppgifter först om du svarar Intresserad och skickar ansökan.
        </Text>
        {invitation.answer !== 'pending' ? (
          <Answer invitation={invitation} />
        ) : declining ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              decline.mutate({ id: invitation.id, reason });
            }}
          >
            <Stack gap="xs">
              <Textarea
                label="Varför inte nu? (valfritt)"
                value={reason}
                maxLength={500}
                autosize
                minRows={2}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
              {decline.isError && (
                <Alert color="red" role="alert">
                  {decline.error.message}
                </Alert>
              )}
              <Group gap="xs">
                <Button type="submit" loading={decline.isPending}>
                  Skicka svar
                </Button>
                <Button variant="default" onClick={() => setDeclining(false)}>
                  Avbryt
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group gap="xs">
            {job && (
              <Button
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/jobs/$jobId"
                    params={{ jobId: invitation.job_id }}
                    search={{ ansok: '1' }}
                  />
                )}
              >
                Intresserad
              </Button>
            )}
            <Button variant="default" onClick={() => setDeclining(true)}>
              Inte nu
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function MyInvitations({ userId }: { userId: string }) {
  const invitations = useQuery(myInvitationsQueryOptions(userId));
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="inbjudningar" mb="xl">
      <Title order={2} fz="h3" id="inbjudningar">
        Inbjudningar från rekryterare
      </Title>
      {invitations.data.map((invitation) => (
        <InvitationCard key={invitation.id} invitation={invitation} userId={userId} />
      ))}
    </Stack>
  );
}
