// The job's Anställningsform and specialty as badges, above its title on the card and the detail page.
import { jobBadgeTexts } from '../jobTexts';
import type { Job } from '../jobTypes';
import classes from './JobBadges.module.css';

export function JobBadges({
  job,
}: {
  job: Pick<Job, 'job_type' | 'employment_form' | 'specialty'>;
}) {
  const { employmentForm, specialty } = jobBadgeTexts(job);
  return (
    <div className={classes.badges}>
      {employmentForm && (
        <span className={`${classes.badge} ${classes.light}`}>{employmentForm}</span>
      )}
      {specialty && <span className={`${classes.badge} ${classes.outline}`}>{specialty}</span>}
    </div>
  );
}
