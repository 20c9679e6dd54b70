// /admin/applications/<id>: one application as the recruiter works it: its stage and the move,
// profile and documents, the interview, internal notes and the history of who did what, when.
// Admin-only (RLS); nothing here reaches the doctor but what the stage's status shows them.
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { PIPELINE_STAGE_LABELS, type PipelineStage } from '@shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Loading } from '@/lib/ui/Loading';
import { ApplicationDossier } from '../applications/ApplicationDossier';
import { formatDateTime } from '../format';
import { InterviewPanel } from './InterviewPanel';
import {
  type ApplicationDeskData,
  applicationDeskQueryOptions,
  useAddNote,
} from './pipelineQueries';
import { StageMenu } from './StageMenu';

const stageLabel = (stage: PipelineStage | null) => (stage ? PIPELINE_STAGE_LABELS[stage] : '–');

/** One line of the history, in the recruiter's words. */
function activityText(entry: ApplicationDeskData['activity'][number]): string {
  switch (entry.kind) {
    case 'stage':
      return `flyttade från ${stageLabel(entry.from_stage)} till ${stageLabel(entry.to_stage)}`;
    case 'note':
      return `skrev en anteckning: ${entry.detail}`;
    case 'shortlist-sent':
      return `skickade kortlista till ${entry.detail}`;
    case 'shortlist-answer':
      return `svarade på kortlistan: ${entry.detail}`;
    case 'interview-proposed':
      return `föreslog intervjutider: ${entry.detail}`;
    case 'interview-booked':
      return `bokade intervju: ${entry.detail}`;
    case 'interview-cancelled':
      return `avbokade intervjun${entry.detail ? `: ${entry.detail}` : ''}`;
    case 'share-resent':
      return 'skickade en ny länk till arbetsgivaren (den förra slutade fungera)';
    default:
      return entry.kind;
  }
}

function Notes({
  applicationId,
  notes,
}: {
  applicationId: string;
  notes: ApplicationDeskData['notes'];
}) {
  const add = useAddNote();
  const [body, setBody] = useState('');
  return (
    <Stack gap="sm" component="section" aria-labelledby="anteckningar">
      <Title order={2} fz="h3" id="anteckningar">
        Interna anteckningar
      </Title>
      <Text fz="sm" c="gray.7">
        Syns bara för administratörer.
      </Text>
      <Stack
        component="form"
        gap="xs"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ id: applicationId, body }, { onSuccess: () => setBody('') });
        }}
      >
        <Textarea
          label="Ny anteckning"
          autosize
          minRows={2}
          maxLength={4000}
          required
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          Spara anteckning
        </Button>
      </Stack>
      {notes.map((note) => (
        <Card key={note.id} withBorder padding="sm">
          <Text fz="xs" c="gray.7">
            {formatDateTime(note.created_at)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Text>
        </Card>
      ))}
    </Stack>
  );
}

export function ApplicationDesk({ applicationId }: { applicationId: string }) {
  const desk = useQuery(applicationDeskQueryOptions(applicationId));
  if (desk.isPending) return <Loading />;
  if (desk.isError) {
    return (
      <Text role="alert" c="red.8">
        Ansökan kunde inte hämtas.
      </Text>
    );
  }
  const { application, notes, activity, interview } = desk.data;
  const stage = application.application_pipeline?.stage ?? 'received';
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Anchor component={Link} to={`/admin/pipeline?jobb=${application.job_id}`} fz="sm">
          Till jobbets rekrytering
        </Anchor>
        <Title order={1}>{application.applicant_name}</Title>
        <Text>
          {application.job_title}, {application.employer_name}. Inkommen{' '}
          {formatDateTime(application.created_at)}.
        </Text>
        <Group gap="sm">
          <Text>Steg:</Text>
          <Badge variant="light">{PIPELINE_STAGE_LABELS[stage]}</Badge>
          <StageMenu
            applicationId={application.id}
            applicantName={application.applicant_name}
            stage={stage}
          />
        </Group>
        <ApplicationDossier
          applicationId={application.id}
          applicantName={application.applicant_name}
        />
      </Stack>
      <InterviewPanel applicationId={application.id} interview={interview} />
      <Notes applicationId={application.id} notes={notes} />
      <Stack gap="sm" component="section" aria-labelledby="historik">
        <Title order={2} fz="h3" id="historik">
          Historik
        </Title>
        <List spacing="xs">
          {activity.map((entry) => (
            <List.Item key={entry.id}>
              {formatDateTime(entry.created_at)}: {entry.actor_name} {activityText(entry)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
