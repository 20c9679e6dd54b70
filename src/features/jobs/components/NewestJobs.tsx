// The newest jobs on the home page's first screen: each row a link to its job, with
// employer, place and day, and a way on to the whole list. Rows from the database, so the build
// renders their placeholder and the browser the rows (ClientData).
import { Anchor, Group, Skeleton, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useOnlineStatus } from '@/lib/offline/useOnlineStatus';
import { ClientData } from '@/lib/ui/ClientData';
import { jobSummaryTexts } from '../jobSummaryTexts';
import { NEWEST_JOBS_SHOWN, useNewestJobs } from '../queries/newestJobs';
import classes from './NewestJobs.module.css';

export function NewestJobs() {
  return (
    <section aria-labelledby="senaste-jobben" className={classes.panel}>
      <Group justify="space-between" align="center">
        <Title id="senaste-jobben" order={2} fz="md">
          Senaste jobben
        </Title>
        <Anchor component={Link} to="/jobs" fz="sm" fw={600} className={classes.all}>
          Visa alla jobb
        </Anchor>
      </Group>
      <ClientData fallback={<Placeholder />}>
        <Rows />
      </ClientData>
    </section>
  );
}

function Rows() {
  const { data: jobs, isPending } = useNewestJobs();
  const online = useOnlineStatus();
  if (isPending) return <Placeholder />;
  if (!jobs?.length)
    return (
      <Text fz="sm" c="gray.7" py="sm">
        {/* Offline before any visit to the list: nothing is stored yet. */}
        {online
          ? 'Inga nya jobb att visa just nu.'
          : 'De senaste jobben visas när du är uppkopplad.'}
      </Text>
    );
  return (
    <ul className={classes.rows}>
      {jobs.map((job) => {
        const text = jobSummaryTexts(job);
        return (
          <li key={text.id} className={classes.row}>
            <Link to="/jobs/$jobId" params={{ jobId: text.id }} className={classes.link}>
              <span className={classes.title}>{text.title}</span>
              <span className={classes.meta}>
                {text.employer} · {text.place} ·{' '}
                <time dateTime={text.publishedIso}>{text.published}</time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Rows of the same height as the jobs', so nothing moves when they arrive. */
function Placeholder() {
  return (
    <ul className={classes.rows} aria-hidden>
      {Array.from({ length: NEWEST_JOBS_SHOWN }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <li key={index} className={classes.row}>
          <div className={classes.link}>
            <Skeleton height={16} width="70%" my={3} />
            <Skeleton height={12} width="90%" my={4} />
          </div>
        </li>
      ))}
    </ul>
  );
}
