// /employer/{id}: an employer's profile, or the not-found state for an id that is not in the list.

import { Anchor, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { jobCountsByEmployer, type SearchableJob } from '@shared/search';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { EmployerContactCard } from './EmployerContactCard';
import { EmployerJobsLink, OpenPositionsText } from './OpenPositions';
import type { EmployerProfile } from './searchEmployers';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </div>
  );
}

export function EmployerProfileView({
  employer,
  jobs,
}: {
  employer: EmployerProfile;
  /** The published jobs (the /jobs list's); undefined while they load. */
  jobs: readonly SearchableJob[] | undefined;
}) {
  const openPositions = useMemo(
    () => jobs && jobCountsByEmployer(jobs)(employer.name),
    [jobs, employer.name],
  );
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Anchor component={Link} to="/employers" fz="sm">
        ← Alla arbetsgivare
      </Anchor>
      <Title order={1} mt="md" fz={{ base: 28, md: 38 }}>
        {employer.name}
      </Title>
      <Text c="gray.7" mt={4}>
        {employer.description}
      </Text>
      <Grid mt="xl" gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Card withBorder padding="lg">
              <Group component="dl" m={0} gap="xl" align="flex-start">
                <Fact label="Ort" value={employer.location} />
                <Fact label="Anställda" value={employer.employees} />
                <Fact label="Lediga tjänster" value={<OpenPositionsText count={openPositions} />} />
              </Group>
            </Card>
            {employer.about && (
              <section aria-labelledby="om-arbetsgivaren">
                <Title id="om-arbetsgivaren" order={2} fz="xl" mb="sm">
                  Om arbetsgivaren
                </Title>
                <Text c="gray.8">{employer.about}</Text>
              </section>
            )}
            <EmployerJobsLink name={employer.name} count={openPositions} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <EmployerContactCard contact={employer.contact} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

export function EmployerNotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Arbetsgivare hittades inte</Title>
        <Text c="gray.7">
          Det finns ingen arbetsgivare med den här adressen. Profilen kan ha tagits bort.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/employers">
            Alla arbetsgivare
          </Button>
          <Button component={Link} to="/jobs" variant="outline">
            Lediga jobb
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
