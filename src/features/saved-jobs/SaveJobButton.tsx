// The save/unsave control shown on job cards and on the job detail page.
import { Button } from '@mantine/core';
import { countAdEvent } from '@/lib/adEvents/countAdEvent';
import type { JobRecord } from '@/lib/offline/db';
import classes from './SaveJobButton.module.css';
import { saveJob, unsaveJob, useIsJobSaved } from './savedJobIds';

type Props = {
  job: JobRecord;
  /** On a job card: as wide as the card's foot, and a star alone on a phone. */
  onCard?: boolean;
  fullWidth?: boolean;
};

export function SaveJobButton({ job, onCard = false, fullWidth = onCard }: Props) {
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
      classNames={
        onCard
          ? { root: classes.onCard, label: classes.label, section: classes.section }
          : undefined
      }
      leftSection={<span aria-hidden>{saved ? '★' : '☆'}</span>}
    >
      {saved ? 'Sparat' : 'Spara'}
    </Button>
  );
}
