// The invitations sent (for the chosen job, else the latest) and how each doctor answered.
import { Badge, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../format';
import { candidateCode } from './candidateCode';
import { type InvitableJob, invitationsQueryOptions } from './candidateQueries';

const ANSWERS = {
  pending: { label: 'Väntar på svar', color: 'gray' },
  interested: { label: 'Intresserad', color: 'teal' },
  'not-now': { label: 'Inte nu', color: 'orange' },
} as const;

export function InvitationsPanel({
  job,
  jobs,
}: {
  job: InvitableJob | undefined;
  jobs: readonly InvitableJob[];
}) {
  const invitations = useQuery(invitationsQueryOptions(job?.id));
  const titleOf = (jobId: string) =>
    jobs.find((entry) => entry.id === jobId)?.title ?? 'Stängd annons';
  return (
    <section aria-labelledby="inbjudningar">
      <Title order={2} fz="h3" id="inbjudningar" mt="xl" mb="sm">
        {job ? `Inbjudningar till ${job.title}` : 'Senaste inbjudningar'}
      </Title>
      {invitations.isError && (
        <Text role="alert" c="var(--mantine-color-error)">
          Inbjudningarna kunde inte hämtas.
        </Text>
      )}
      {invitations.data?.length === 0 && <Text c="dimmed">Inga inbjudningar ännu.</Text>}
      {invitations.data && invitations.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Inbjudningar">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kandidat</Table.Th>
                <Table.Th>Annons</Table.Th>
                <Table.Th>Skickad</Table.Th>
                <Table.Th>Svar</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.data.map((invitation) => {
                const answer = ANSWERS[invitation.answer];
                return (
                  <Table.Tr key={invitation.id}>
                    <Table.Td>{candidateCode(invitation.candidate_id)}</Table.Td>
                    <Table.Td>{titleOf(invitation.job_id)}</Table.Td>
                    <Table.Td>{formatDate(invitation.created_at)}</Table.Td>
                    <Table.Td>
                      <Badge color={answer.color} variant="light">
                        {answer.label}
                      </Badge>
                      {invitation.reason && <Text fz="sm">”{invitation.reason}”</Text>}
                      {invitation.application_id && (
                        <Text fz="xs" c="dimmed">
                          Ansökan skickad {formatDate(invitation.answered_at)}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
