import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../formatting';
import { useClosedJob } from '../queries/closedJob';

/**
 * An id with no job to show: an ad that has closed (its last day to apply or its expiry has
 * passed) says so by name; an unknown or draft id gets the general text.
 */
export function JobNotFound({ jobId }: { jobId: string }) {
  const { data: closed } = useClosedJob(jobId);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        {closed ? (
          <>
            <Title order={1}>Annonsen har stängt</Title>
            <Text c="gray.7">
              Sista dagen att söka {closed.title} hos {closed.employer_name} var{' '}
              {formatDate(closed.closed_at)}. Det går inte längre att ansöka.
            </Text>
          </>
        ) : (
          <>
            <Title order={1}>Jobbet hittades inte</Title>
            <Text c="gray.7">
              Annonsen finns inte längre eller har inte publicerats. Den kan ha tagits bort eller
              gått ut.
            </Text>
          </>
        )}
        <Button component={Link} to="/jobs">
          Se alla lediga jobb
        </Button>
      </Stack>
    </Container>
  );
}
