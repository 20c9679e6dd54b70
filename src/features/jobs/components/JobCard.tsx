// One job in the /jobs grid (spec §2): type, title, employer, shortened description, place, pay, date.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { jobCardTexts } from '../jobTexts';
import type { Job } from '../jobTypes';
import { JobBadges } from './JobBadges';
import { LocationIcon } from './LocationIcon';

type Props = {
  job: Job;
  /** An extra control under the card's link, e.g. the route's save/unsave button. */
  action?: ReactNode;
  /** Called as the job is opened (the list remembers where the visitor was). */
  onOpen?: () => void;
};

export function JobCard({ job, action, onOpen }: Props) {
  const text = jobCardTexts(job);
  return (
    <Card component="article" withBorder padding="lg" h="100%" aria-labelledby={`jobb-${text.id}`}>
      <Stack gap="xs" h="100%">
        <JobBadges job={job} />
        <Title id={`jobb-${text.id}`} order={3} fz="lg" lh={1.3}>
          {text.title}
        </Title>
        <Text fw={600} c="gray.8" fz="sm">
          {text.employer}
        </Text>
        <Text fz="sm" c="gray.7" style={{ flex: 1 }}>
          {text.excerpt}
        </Text>
        {text.salary && (
          <Text fz="sm" fw={600} c="gray.8">
            {text.salary}
          </Text>
        )}
        <Group justify="space-between" fz="sm" c="gray.7" gap="xs">
          <Text fz="sm" c="gray.7">
            <LocationIcon />
            {text.place}
          </Text>
          {/* Spec §2: the card shows created_at; "Upplagd" because publishing may come later. */}
          <Text fz="sm" c="gray.7">
            Upplagd <time dateTime={text.createdIso}>{text.created}</time>
          </Text>
        </Group>
        <Button
          component={Link}
          to={`/jobs/${text.id}`}
          variant="light"
          fullWidth
          aria-describedby={`jobb-${text.id}`}
          onClick={onOpen}
        >
          Visa detaljer
        </Button>
        {action}
      </Stack>
    </Card>
  );
}
