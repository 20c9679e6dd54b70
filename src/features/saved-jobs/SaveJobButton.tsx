// The save/unsave control shown on job cards and on the job detail page.
import { Button } from '@mantine/core';
import { countAdEvent } from '@/lib/adEvents/countAdEvent';
import type { JobRecord } from '@/lib/offline/db';
import { saveJob, unsaveJob, useIsJobSaved } from './savedJobIds';

export function SaveJobButton({ job, fullWidth }: { job: JobRecord; fullWidth?: boolean }) {
  const saved = useIsJobSaved(job.id);
  const toggle = () => {
    if (!saved) countAdEvent('job_save', job.id);
    void (saved ? unsaveJob(job.id) : saveJob(job));
  };
  return (
    <Button
      variant={saved ? 'filled' : 'default'}
      onClick={toggle}
      aria-pressed={saved}
      // The name starts with the visible text (WCAG 2.5.3, label in name) and says which job.
      aria-label={saved ? `Sparat – ta bort ${job.title} från sparade jobb` : `Spara ${job.title}`}
      fullWidth={fullWidth}
      leftSection={<span aria-hidden>{saved ? '★' : '☆'}</span>}
    >
      {saved ? 'Sparat' : 'Spara'}
    </Button>
  );
}
