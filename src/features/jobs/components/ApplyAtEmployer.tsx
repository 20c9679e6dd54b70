// An imported ad is applied for at the employer: "Ansök hos arbetsgivaren" opens the source's
// apply URL (else the original ad) in a new tab and counts as an apply click, as "Ansök nu" does.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { countAdEvent } from '@/lib/adEvents/countAdEvent';
import type { Job } from '../jobTypes';
import { useJobOrigins } from '../queries/jobOrigins';

export function ApplyAtEmployer({ job, layout = 'card' }: { job: Job; layout?: 'card' | 'bar' }) {
  const [origin] = useJobOrigins(job);
  const href = origin?.apply_url ?? origin?.original_url ?? job.apply_url ?? job.original_url;
  const button = (
    <Button
      component="a"
      href={href ?? undefined}
      target="_blank"
      rel="noopener"
      fullWidth
      onClick={() => countAdEvent('job_apply_open', job.id)}
    >
      Ansök hos arbetsgivaren
    </Button>
  );
  if (layout === 'bar') return button;
  return (
    <Card withBorder padding="lg" shadow="sm">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Ansök hos arbetsgivaren
        </Title>
        <Text fz="sm" c="gray.7">
          Annonsen kommer från {origin?.source_name}. Du ansöker på arbetsgivarens egen sida, som
          öppnas i en ny flik.
        </Text>
        {button}
      </Stack>
    </Card>
  );
}
