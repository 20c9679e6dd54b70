// /kortlista/<token>: the employer's view of a job's presented candidates, side by side (one
// column on a phone), each answered "Vill träffa" or "Inte aktuell" with a comment. No account:
// the link is the permission until it expires or is revoked.
import {
  Alert,
  Button,
  Card,
  Container,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { SHORTLIST_ANSWER_LABELS, type ShortlistAnswer, swedishDate } from '@shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LabelledLines } from '@/lib/ui/LabelledLines';
import { Loading } from '@/lib/ui/Loading';
import {
  type ShortlistCandidate,
  shortlistQueryOptions,
  useAnswerShortlist,
} from '../queries/shortlist';
import { CoverLetterPreview } from './CoverLetterPreview';

export function Shortlist({ token }: { token: string }) {
  const shortlist = useQuery(shortlistQueryOptions(token));
  return (
    <Container size="xl" py="xl">
      {shortlist.isPending && <Loading />}
      {shortlist.isError && (
        <Stack gap="md">
          <Title order={1}>Kortlistan kan inte visas</Title>
          <Alert color="red" role="alert">
            {shortlist.error.message}
          </Alert>
        </Stack>
      )}
      {shortlist.data && (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>Kandidater: {shortlist.data.job.title}</Title>
            <Text c="gray.7">
              {shortlist.data.job.employerName}, {shortlist.data.job.location}. Länken gäller till{' '}
              {swedishDate(shortlist.data.expiresAt)}.
            </Text>
            {shortlist.data.message && <Text>{shortlist.data.message}</Text>}
          </Stack>
          {shortlist.data.candidates.length === 0 ? (
            <Alert color="gray">Inga kandidater finns kvar på listan.</Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, md: Math.min(shortlist.data.candidates.length, 3) }}>
              {shortlist.data.candidates.map((candidate) => (
                <CandidateCard key={candidate.applicationId} token={token} candidate={candidate} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Container>
  );
}

function CandidateCard({ token, candidate }: { token: string; candidate: ShortlistCandidate }) {
  const answer = useAnswerShortlist(token);
  const [choice, setChoice] = useState<ShortlistAnswer>(candidate.answer ?? 'meet');
  const [comment, setComment] = useState(candidate.comment ?? '');
  const headingId = `kandidat-${candidate.applicationId}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {candidate.name}
        </Title>
        {candidate.profile.length > 0 && <LabelledLines lines={candidate.profile} />}
        <CoverLetterPreview letter={candidate.coverLetter} lines={5} />
        {candidate.answer && (
          <Text fw={600} role="status">
            Ert svar: {SHORTLIST_ANSWER_LABELS[candidate.answer]}
          </Text>
        )}
        <SegmentedControl
          aria-label={`Svar om ${candidate.name}`}
          value={choice}
          onChange={(value) => setChoice(value as ShortlistAnswer)}
          data={Object.entries(SHORTLIST_ANSWER_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <Textarea
          label="Kommentar"
          description="Till exempel när ni kan träffas, eller varför kandidaten inte är aktuell."
          autosize
          minRows={2}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Button
          loading={answer.isPending}
          onClick={() =>
            answer.mutate({ applicationId: candidate.applicationId, answer: choice, comment })
          }
          style={{ alignSelf: 'flex-start' }}
        >
          {candidate.answer ? 'Ändra svar' : 'Skicka svar'}
        </Button>
        {answer.isError && (
          <Alert color="red" role="alert">
            {answer.error.message}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
