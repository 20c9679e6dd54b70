// "Från Platsbanken": where an imported ad comes from, each source a link to its original ad
// (a job at two sources is shown once, naming both).
import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { Job } from '../jobTypes';
import { useJobOrigins } from '../queries/jobOrigins';

export function JobOrigins({ job }: { job: Job }) {
  const origins = useJobOrigins(job);
  if (origins.length === 0) return null;
  return (
    <Text fz="sm" c="gray.7" data-testid="job-origins">
      Från{' '}
      {origins.map((origin, index) => (
        <Fragment key={`${origin.source_name}-${origin.original_url}`}>
          {index > 0 && (index === origins.length - 1 ? ' och ' : ', ')}
          {origin.original_url ? (
            <Anchor
              href={origin.original_url}
              target="_blank"
              rel="noopener"
              inherit
              className="touch-target"
              title="Originalannonsen (öppnas i en ny flik)"
            >
              {origin.source_name}
            </Anchor>
          ) : (
            origin.source_name
          )}
        </Fragment>
      ))}
    </Text>
  );
}
