// The job's employment type and specialty as badges, above its title on the card and the detail page.
import { Badge, Group } from '@mantine/core';
import { specialtyLabel } from '@shared/search';
import type { Job } from '../jobTypes';

export function JobBadges({ job }: { job: Pick<Job, 'job_type' | 'specialty'> }) {
  return (
    <Group gap={6}>
      {job.job_type && <Badge variant="light">{job.job_type}</Badge>}
      {job.specialty && (
        <Badge variant="outline" color="gray.7" tt="none">
          {specialtyLabel(job.specialty)}
        </Badge>
      )}
    </Group>
  );
}
