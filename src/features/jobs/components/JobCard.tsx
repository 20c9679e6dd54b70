// One job in the /jobs grid (spec §2): type, title, employer, shortened description, an
// assignment's period, scope and on-call, pay in its unit, place, date and the last day to apply.
// Plain elements with a CSS module rather than Mantine components: see JobCard.module.css.
import { Link } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useAdImpression } from '@/lib/adEvents/adEventHooks';
import { jobCardTexts } from '../jobTexts';
import type { Job } from '../jobTypes';
import type { OpenedCard } from '../listPlace';
import { jobHeadingId } from './ids';
import { JobBadges } from './JobBadges';
import classes from './JobCard.module.css';
import { LocationIcon } from './LocationIcon';

type Props = {
  job: Job;
  /** An extra control beside the card's link, e.g. the route's save/unsave button. */
  action?: ReactNode;
  /** Called as the job is opened (the list remembers where the visitor was). */
  onOpen?: (card: OpenedCard) => void;
};

export function JobCard({ job, action, onOpen }: Props) {
  const text = jobCardTexts(job);
  const headingId = jobHeadingId(text.id);
  const opened = (event: MouseEvent<HTMLAnchorElement>) =>
    onOpen?.({
      jobId: text.id,
      top: event.currentTarget.closest('article')?.getBoundingClientRect().top ?? 0,
    });
  return (
    <article
      ref={useAdImpression('job_impression', text.id)}
      className={classes.card}
      aria-labelledby={headingId}
    >
      <JobBadges job={job} />
      {/* A level below the page's h1, as the banners' heading among the cards: no level skipped. */}
      <h2 id={headingId} className={classes.title}>
        {/* The title is the job's link, stretched over the whole card (JobCard.module.css). */}
        <Link
          to="/jobs/$jobId"
          params={{ jobId: text.id }}
          className={`mantine-focus-auto ${classes.titleLink}`}
          onClick={opened}
        >
          {text.title}
        </Link>
      </h2>
      <p className={`${classes.text} ${classes.strong}`}>{text.employer}</p>
      <p className={`${classes.text} ${classes.excerpt}`}>{text.excerpt}</p>
      {text.terms && <p className={`${classes.text} ${classes.strong}`}>{text.terms}</p>}
      {text.salary && <p className={`${classes.text} ${classes.strong}`}>{text.salary}</p>}
      <p className={classes.text}>
        <LocationIcon />
        {text.place}
      </p>
      <div className={classes.foot}>
        <div className={`${classes.text} ${classes.dates}`}>
          {/* One word for the date on the card and the job page: "Publicerad", the spec's status. */}
          <p className={classes.text}>
            Publicerad <time dateTime={text.publishedIso}>{text.published}</time>
          </p>
          {text.expiresIso && (
            <p className={`${classes.text} ${classes.strong}`}>
              Sista dag <time dateTime={text.expiresIso}>{text.expires}</time>
            </p>
          )}
        </div>
        <div className={classes.actions}>
          <Link
            to="/jobs/$jobId"
            params={{ jobId: text.id }}
            className={`mantine-focus-auto ${classes.details}`}
            aria-describedby={headingId}
            onClick={opened}
          >
            Visa detaljer
          </Link>
          {action}
        </div>
      </div>
    </article>
  );
}
