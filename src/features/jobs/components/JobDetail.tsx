// The job detail page body (spec §2): the real job of the id, with a slot for the apply card.
import { Anchor, Card, Container, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate, formatMonthlySalary, lines } from '../formatting';
import { type Job, sectorLabel } from '../jobTypes';
import { JobBadges } from './JobBadges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" tt="uppercase" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

function ItemList({ heading, text }: { heading: string; text: string | null }) {
  const items = lines(text);
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="h3">
        {heading}
      </Title>
      <List spacing={6}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function JobDetail({ job, applyCard }: { job: Job; applyCard: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to="/jobs" fz="sm">
        ← Tillbaka till alla jobb
      </Anchor>
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <JobBadges job={job} />
              <Title order={1} lh={1.2}>
                {job.title}
              </Title>
              <Text fz="lg" fw={600} c="gray.8">
                {job.employer_name}
              </Text>
            </Stack>
            <Card withBorder padding="md" bg="gray.0">
              <Group component="dl" gap="xl" m={0}>
                <Fact label="Plats">{job.location}</Fact>
                {job.job_type && <Fact label="Anställningsform">{job.job_type}</Fact>}
                {job.sector && <Fact label="Sektor">{sectorLabel(job.sector)}</Fact>}
                {job.salary_monthly !== null && (
                  <Fact label="Månadslön">{formatMonthlySalary(job.salary_monthly)}</Fact>
                )}
                <Fact label="Publicerad">
                  <time dateTime={job.published_at ?? job.created_at}>
                    {formatDate(job.published_at ?? job.created_at)}
                  </time>
                </Fact>
                {job.expires_at && (
                  <Fact label="Sista dag att söka">
                    <time dateTime={job.expires_at}>{formatDate(job.expires_at)}</time>
                  </Fact>
                )}
              </Group>
            </Card>
            <Stack gap="xs">
              <Title order={2} fz="h3">
                Om tjänsten
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{job.description}</Text>
            </Stack>
            <ItemList heading="Krav" text={job.requirements} />
            <ItemList heading="Vi erbjuder" text={job.benefits} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>{applyCard}</Grid.Col>
      </Grid>
    </Container>
  );
}
