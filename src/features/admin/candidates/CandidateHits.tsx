// The search's hits: each candidate's profile without name, e-mail, phone or documents, why it
// matches, and what it lacks of the chosen job's requirements (the job page's own check).
import { Badge, Card, Checkbox, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { professionalSummaryLines } from '@shared/schemas';
import { type CandidateSearch, qualificationGaps, whyCandidateMatches } from '@shared/search';
import { candidateCode } from './candidateCode';
import type { CandidateHit, InvitableJob } from './candidateQueries';

type Props = {
  hits: readonly CandidateHit[];
  search: CandidateSearch;
  job: InvitableJob | undefined;
  selected: ReadonlySet<string>;
  onToggle: (candidateId: string) => void;
};

export function CandidateHits({ hits, search, job, selected, onToggle }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {hits.map(({ candidateId, profile }) => {
        const code = candidateCode(candidateId);
        const gaps = job ? qualificationGaps(job, profile, 'recruiter') : [];
        return (
          <Card key={candidateId} withBorder padding="md" component="article" aria-label={code}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} fz="h4">
                  {code}
                </Title>
                <Checkbox
                  label="Välj"
                  aria-label={`Välj ${code}`}
                  checked={selected.has(candidateId)}
                  onChange={() => onToggle(candidateId)}
                  disabled={!job}
                />
              </Group>
              <Stack gap={2}>
                {professionalSummaryLines(profile).map(({ label, value }) => (
                  <Text key={label} fz="sm">
                    <Text span fw={600} fz="sm">
                      {label}:
                    </Text>{' '}
                    {value}
                  </Text>
                ))}
              </Stack>
              <Text fz="sm" fw={600}>
                Matchar
              </Text>
              <List fz="sm" spacing={2} aria-label={`Varför ${code} matchar`}>
                {whyCandidateMatches(profile, search).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
              {job &&
                (gaps.length > 0 ? (
                  <>
                    <Text fz="sm" fw={600}>
                      Saknas för {job.title}
                    </Text>
                    <List fz="sm" spacing={2} aria-label={`Vad ${code} saknar`}>
                      {gaps.map((gap) => (
                        <List.Item key={gap}>{gap}</List.Item>
                      ))}
                    </List>
                  </>
                ) : (
                  <Badge color="teal" variant="light">
                    Uppfyller annonsens krav på legitimation och språk
                  </Badge>
                ))}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
