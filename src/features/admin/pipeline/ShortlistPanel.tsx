// A job's shortlists: send the candidates in Presenterad to a clinic as one link (the clinic
// answers without an account), and follow each list's answers; revoke a list.
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { SHORTLIST_ANSWER_LABELS, type ShortlistAnswer } from '@shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../format';
import { notifySuccess } from '../notify';
import {
  jobShortlistsQueryOptions,
  type PipelineCard,
  useRevokeShortlist,
  useSendShortlist,
} from './pipelineQueries';

function SendShortlist({ jobId, presented }: { jobId: string; presented: PipelineCard[] }) {
  const send = useSendShortlist();
  const [chosen, setChosen] = useState<string[]>(presented.map((card) => card.application_id));
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  if (presented.length === 0) {
    return <Text>Flytta kandidater till Presenterad för att skicka dem i en kortlista.</Text>;
  }
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(
          { jobId, applications: chosen, recipient, message },
          {
            onSuccess: () => {
              notifySuccess('Kortlistan är skickad', `Länken går till ${recipient}.`);
              setMessage('');
            },
          },
        );
      }}
    >
      <Checkbox.Group label="Kandidater på listan" value={chosen} onChange={setChosen}>
        <Stack gap={4} mt="xs">
          {presented.map((card) => (
            <Checkbox
              key={card.application_id}
              value={card.application_id}
              label={card.job_applications.applicant_name}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <TextInput
        label="Arbetsgivarens e-post"
        type="email"
        required
        value={recipient}
        onChange={(event) => setRecipient(event.currentTarget.value)}
        maw={360}
      />
      <Textarea
        label="Meddelande"
        autosize
        minRows={2}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <Button
        type="submit"
        loading={send.isPending}
        disabled={chosen.length === 0}
        style={{ alignSelf: 'flex-start' }}
      >
        Skicka kortlista
      </Button>
    </Stack>
  );
}

export function ShortlistPanel({ jobId, presented }: { jobId: string; presented: PipelineCard[] }) {
  const lists = useQuery(jobShortlistsQueryOptions(jobId));
  const revoke = useRevokeShortlist();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="kortlistor">
      <Title order={2} fz="h3" id="kortlistor" mb="sm">
        Kortlistor
      </Title>
      {/* Keyed by who is presented, so the choice starts with all of them again. */}
      <SendShortlist
        key={presented.map((card) => card.application_id).join()}
        jobId={jobId}
        presented={presented}
      />
      {lists.data?.map((list) => (
        <Stack
          key={list.id}
          gap="xs"
          mt="lg"
          component="article"
          aria-label={`Kortlista till ${list.recipient_email}`}
        >
          <Group justify="space-between">
            <Text fw={600}>
              Till {list.recipient_email}, {formatDate(list.created_at)}.{' '}
              {list.revoked_at ? 'Återkallad.' : `Gäller till ${formatDate(list.expires_at)}.`}
            </Text>
            {!list.revoked_at && (
              <Button
                size="compact-sm"
                variant="default"
                loading={revoke.isPending}
                onClick={() => revoke.mutate(list.id)}
              >
                Återkalla
              </Button>
            )}
          </Group>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kandidat</Table.Th>
                <Table.Th>Svar</Table.Th>
                <Table.Th>Kommentar</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...list.shortlist_candidates]
                .sort((a, b) => a.position - b.position)
                .map((candidate) => (
                  <Table.Tr key={candidate.application_id}>
                    <Table.Td>
                      {candidate.job_applications?.applicant_name}
                      {candidate.job_applications?.status === 'withdrawn' && ' (återkallad)'}
                    </Table.Td>
                    <Table.Td>
                      {candidate.answer
                        ? `${SHORTLIST_ANSWER_LABELS[candidate.answer as ShortlistAnswer]} (${formatDateTime(candidate.answered_at)})`
                        : 'Inget svar än'}
                    </Table.Td>
                    <Table.Td>{candidate.comment ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
      {lists.isError && (
        <Alert color="red" mt="md">
          Kortlistorna kunde inte hämtas.
        </Alert>
      )}
    </Card>
  );
}
