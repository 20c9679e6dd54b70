// /admin/kallor: the job feeds imported as jobs (issue 47). Each source with its last run (when,
// fetched, kept as doctor jobs, errors), pause/resume and "Kör nu"; a form to add one.
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { JOB_SOURCE_KINDS } from '@shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { describeDatabaseError } from '../databaseErrors';
import { formatDateTime } from '../format';
import { BreakableText } from '../table/BreakableText';
import { LOADING } from '../texts';
import { AddSourceForm } from './AddSourceForm';
import {
  type JobSource,
  jobSourcesQueryOptions,
  type LastRun,
  runLine,
  usePauseSource,
  useRunSource,
} from './sourceQueries';

const KIND_LABEL = Object.fromEntries(JOB_SOURCE_KINDS.map(({ value, label }) => [value, label]));

export function SourcesAdminPage() {
  const sources = useQuery(jobSourcesQueryOptions());
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Jobbkällor
      </Title>
      <Text c="gray.7" maw={720}>
        Läkarjobb från Platsbanken, arbeidsplassen.no och regionernas egna flöden. Aktiva källor
        läses var 30:e minut; en annons som tas bort hos källan försvinner vid nästa körning.
      </Text>
      {sources.error && (
        <Alert color="red" title="Fel vid hämtning av källor">
          {describeDatabaseError(sources.error)}
        </Alert>
      )}
      {sources.isPending && <p>{LOADING}</p>}
      {sources.data?.length === 0 && <Text>Inga källor ännu.</Text>}
      {sources.data?.map((source) => (
        <SourceCard key={source.id} source={source} />
      ))}
      <AddSourceForm />
    </Stack>
  );
}

function SourceCard({ source }: { source: JobSource }) {
  const run = useRunSource();
  const pause = usePauseSource();
  return (
    <Card withBorder padding="md" component="section" aria-label={source.name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {source.name}
          </Title>
          <Badge color={source.enabled ? 'teal' : 'gray'} variant="light">
            {source.enabled ? 'Aktiv' : 'Pausad'}
          </Badge>
        </Group>
        <Text fz="sm" c="gray.7">
          {KIND_LABEL[source.kind]} · <BreakableText text={source.url} />
        </Text>
        <RunSummary run={source.last_run} />
        <Group gap="sm">
          <Button
            size="compact-md"
            onClick={() => run.mutate(source)}
            loading={run.isPending}
            aria-label={`Kör nu: ${source.name}`}
          >
            Kör nu
          </Button>
          <Button
            size="compact-md"
            variant="default"
            onClick={() => pause.mutate({ source, enabled: !source.enabled })}
            loading={pause.isPending}
            aria-label={`${source.enabled ? 'Pausa' : 'Återuppta'}: ${source.name}`}
          >
            {source.enabled ? 'Pausa' : 'Återuppta'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function RunSummary({ run }: { run: LastRun | null }) {
  if (!run) return <Text fz="sm">Har inte körts ännu.</Text>;
  return (
    <Stack gap={4} data-testid="last-run">
      <Text fz="sm">
        Senaste körning {formatDateTime(run.finished_at)}: {run.ok ? runLine(run) : 'misslyckades'}
        {run.skipped > 0 && `, ${run.skipped} hoppades över`}
      </Text>
      {run.errors.length > 0 && (
        <List size="sm" spacing={2} c="red.8">
          {run.errors.map(({ item, reason }) => (
            <List.Item key={`${item}-${reason}`}>
              {item}: {reason}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
