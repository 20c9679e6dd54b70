import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** An unknown, draft or expired job id. */
export function JobNotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Jobbet hittades inte</Title>
        <Text c="gray.7">
          Annonsen finns inte längre eller har inte publicerats. Den kan ha tagits bort eller gått
          ut.
        </Text>
        <Button component={Link} to="/jobs">
          Se alla lediga jobb
        </Button>
      </Stack>
    </Container>
  );
}
