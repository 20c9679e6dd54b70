// The job's employment type and sector as badges, above its title on the card and the detail page.
import { Badge, Group } from '@mantine/core';
import { type Job, sectorLabel } from '../jobTypes';

export function JobBadges({ job }: { job: Pick<Job, 'job_type' | 'sector'> }) {
  return (
    <Group gap={6}>
      {job.job_type && <Badge variant="light">{job.job_type}</Badge>}
      {job.sector && (
        <Badge variant="outline" color="gray.7">
          {sectorLabel(job.sector)}
        </Badge>
      )}
    </Group>
  );
}
