// The job's employment type and specialty as badges, above its title on the card and the detail page.
import { Badge, Group } from '@mantine/core';
import { jobBadgeTexts } from '../jobTexts';
import type { Job } from '../jobTypes';

export function JobBadges({ job }: { job: Pick<Job, 'job_type' | 'specialty'> }) {
  const { jobType, specialty } = jobBadgeTexts(job);
  return (
    <Group gap={6}>
      {jobType && <Badge variant="light">{jobType}</Badge>}
      {specialty && (
        <Badge variant="outline" color="gray.7" tt="none">
          {specialty}
        </Badge>
      )}
    </Group>
  );
}
