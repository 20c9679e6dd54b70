// One job in the /jobs grid (spec §2): type, title, employer, shortened description, place, pay, date.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate, jobPlace, jobSalary, shorten } from '../formatting';
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
  const salary = jobSalary(job);
  return (
    <Card component="article" withBorder padding="lg" h="100%" aria-labelledby={`jobb-${job.id}`}>
      <Stack gap="xs" h="100%">
        <JobBadges job={job} />
        <Title id={`jobb-${job.id}`} order={3} fz="lg" lh={1.3}>
          {job.title}
        </Title>
        <Text fw={600} c="gray.8" fz="sm">
          {job.employer_name}
        </Text>
        <Text fz="sm" c="gray.7" style={{ flex: 1 }}>
          {shorten(job.description)}
        </Text>
        {salary && (
          <Text fz="sm" fw={600} c="gray.8">
            {salary}
          </Text>
        )}
        <Group justify="space-between" fz="sm" c="gray.7" gap="xs">
          <Text fz="sm" c="gray.7">
            <LocationIcon />
            {jobPlace(job)}
          </Text>
          {/* Spec §2: the card shows created_at; "Upplagd" because publishing may come later. */}
          <Text fz="sm" c="gray.7">
            Upplagd <time dateTime={job.created_at}>{formatDate(job.created_at)}</time>
          </Text>
        </Group>
        <Button
          component={Link}
          to={`/jobs/${job.id}`}
          variant="light"
          fullWidth
          aria-describedby={`jobb-${job.id}`}
          onClick={onOpen}
        >
          Visa detaljer
        </Button>
        {action}
      </Stack>
    </Card>
  );
}
