// /admin/pipeline: one job's applications as a board, a column per stage (a list of stages on a
// narrow screen), each candidate moved with its "Flytta" menu and opened on its own page; below,
// the job's shortlists.
import { Anchor, Badge, Box, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PIPELINE_STAGE_LABELS, type PipelineStage } from '@shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loading } from '@/lib/ui/Loading';
import { JobFilter } from '../applications/JobFilter';
import { formatDate } from '../format';
import { jobPipelineQueryOptions, type PipelineCard } from './pipelineQueries';
import { ShortlistPanel } from './ShortlistPanel';
import { StageMenu } from './StageMenu';

const STAGES = Object.keys(PIPELINE_STAGE_LABELS) as PipelineStage[];

function StageColumn({
  stage,
  cards,
  wide,
}: {
  stage: PipelineStage;
  cards: PipelineCard[];
  wide: boolean;
}) {
  const headingId = `steg-${stage}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      w={wide ? 220 : '100%'}
      style={{ flexShrink: 0 }}
    >
      <Group gap="xs" mb="xs">
        <Title order={2} fz="h5" id={headingId}>
          {PIPELINE_STAGE_LABELS[stage]}
        </Title>
        <Badge variant="light" aria-label={`${cards.length} ansökningar`}>
          {cards.length}
        </Badge>
      </Group>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {cards.map((card) => (
          <Card key={card.application_id} withBorder padding="sm" component="li">
            <Anchor component={Link} to={`/admin/applications/${card.application_id}`} fw={600}>
              {card.job_applications.applicant_name}
            </Anchor>
            <Group justify="space-between" gap="xs" mt={4}>
              <Text fz="xs" c="gray.7">
                Sedan {formatDate(card.moved_at)}
              </Text>
              <StageMenu
                applicationId={card.application_id}
                applicantName={card.job_applications.applicant_name}
                stage={card.stage}
              />
            </Group>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

export function PipelineBoard({
  jobId,
  onJobChange,
}: {
  jobId: string | undefined;
  onJobChange: (jobId: string | undefined) => void;
}) {
  const wide = useMediaQuery('(min-width: 62em)') ?? false;
  const pipeline = useQuery({ ...jobPipelineQueryOptions(jobId ?? ''), enabled: !!jobId });
  const byStage = (stage: PipelineStage) =>
    (pipeline.data ?? []).filter((card) => card.stage === stage);
  const columns = STAGES.map((stage) => (
    <StageColumn key={stage} stage={stage} cards={byStage(stage)} wide={wide} />
  ));
  return (
    <Stack gap="lg">
      <Title order={1}>Rekrytering</Title>
      <JobFilter jobId={jobId} onChange={onJobChange} />
      {!jobId && <Text>Välj ett jobb för att se dess kandidater steg för steg.</Text>}
      {jobId && pipeline.isPending && <Loading />}
      {pipeline.isError && (
        <Text role="alert" c="red.8">
          Kandidaterna kunde inte hämtas.
        </Text>
      )}
      {jobId && pipeline.data && (
        <>
          {wide ? (
            <ScrollArea type="auto" offsetScrollbars>
              <Group align="flex-start" wrap="nowrap" gap="md">
                {columns}
              </Group>
            </ScrollArea>
          ) : (
            <Stack gap="lg">{columns}</Stack>
          )}
          <ShortlistPanel jobId={jobId} presented={byStage('presented')} />
        </>
      )}
    </Stack>
  );
}
