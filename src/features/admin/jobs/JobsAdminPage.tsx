// /admin/jobs: every job ad, newest first, with a link to the public ad, its number of
// applications, its page views of the last 30 days and the job form; its paid period as for
// banners (paidPeriod).
import { Alert, Anchor } from '@mantine/core';
import { EMPLOYMENT_FORMS, employmentFormLabel, WORKING_HOURS } from '@shared/search';
import { Link } from '@tanstack/react-router';
import { PublishableAdminPage } from '../publishable/PublishableAdminPage';
import { isPublic, type PeriodFilterProps } from '../publishable/paidPeriod';
import type { PageData, PublishableRow } from '../publishable/publishableQueries';
import { recentColumn, withRecentFigures } from '../publishable/recentFigures';
import { BreakableText } from '../table/BreakableText';
import type { Column } from '../table/DataTable';
import { withRelated } from '../table/serverList';
import { optionLabels, type SearchSpec, textColumn } from '../table/tableModel';
import { JOB_TEXTS } from '../texts';
import { JobForm } from './JobForm';
import { type JobOpeningProps, useJobOpening } from './useJobOpening';

type JobRow = PublishableRow<'jobs'>;

/** A row of the page with its count of applications (0 when none). */
type CountedJob = JobRow & { applicationCount: number };

const applicationCountOf = (row: JobRow) => (row as Partial<CountedJob>).applicationCount ?? 0;

/** The page's jobs' application counts, one request for the page (job_application_counts). */
const withApplicationCounts: PageData<JobRow> = (page) =>
  withRelated(
    page,
    (supabase, rows) => supabase.rpc('job_application_counts', { job_ids: rows.map((r) => r.id) }),
    (rows, counts): CountedJob[] => {
      const byJob = new Map(counts.map((c) => [String(c.job_id), Number(c.applications)]));
      return rows.map((row) => ({ ...row, applicationCount: byJob.get(row.id) ?? 0 }));
    },
  );

const columns: Column<JobRow>[] = [
  {
    ...textColumn('title', 'Titel'),
    // A public ad's title opens it as visitors see it; a draft or an expired ad has no page.
    render: (row) =>
      isPublic(row) ? (
        <Anchor
          renderRoot={(props) => <Link {...props} to="/jobs/$jobId" params={{ jobId: row.id }} />}
        >
          <BreakableText text={row.title} />
        </Anchor>
      ) : (
        row.title
      ),
  },
  textColumn('employer_name', 'Arbetsgivare'),
  textColumn('location', 'Plats'),
  // The form as the ad shows it ("Locum / stafett"), not the spec's type derived from it.
  {
    key: 'employment_form',
    header: 'Anställningsform',
    render: (row) => employmentFormLabel(row.employment_form) ?? '–',
    sortBy: 'employment_form',
  },
  // Counted in another table: the list cannot be ordered by it.
  {
    key: 'applications',
    header: 'Ansökningar',
    nowrap: true,
    render: (row) => (
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/admin/applications" search={{ jobb: row.id }} />
        )}
        aria-label={`${applicationCountOf(row)} ${applicationCountOf(row) === 1 ? 'ansökan' : 'ansökningar'} till ${row.title}`}
      >
        {applicationCountOf(row)}
      </Anchor>
    ),
  },
  recentColumn('job_view'),
  // The candidate search with the ad's requirements filled in; only an ad that takes applications.
  {
    key: 'candidates',
    header: 'Kandidater',
    nowrap: true,
    render: (row) =>
      isPublic(row) && !row.source_id ? (
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/admin/kandidater" search={{ jobb: row.id }} />
          )}
          aria-label={`Sök kandidater till ${row.title}`}
        >
          Sök
        </Anchor>
      ) : null,
  },
];

const recentFigures = withRecentFigures<JobRow>();
const withPageData: PageData<JobRow> = (page) => recentFigures(withApplicationCounts(page));

const search: SearchSpec = {
  text: ['title', 'employer_name', 'location'],
  labels: {
    employment_form: optionLabels(EMPLOYMENT_FORMS),
    working_hours_type: optionLabels(WORKING_HOURS),
  },
};

export function JobsAdminPage({
  dialog,
  onDialogClose,
  ...props
}: PeriodFilterProps & JobOpeningProps) {
  const { opening, error } = useJobOpening({ dialog, onDialogClose });
  return (
    <PublishableAdminPage
      table="jobs"
      texts={JOB_TEXTS}
      heading="Jobb"
      noun={{ new: 'Nytt jobb', edit: 'Redigera jobb', one: 'jobbet' }}
      columns={columns}
      search={search}
      Form={JobForm}
      withPageData={withPageData}
      opening={opening}
      notice={
        error && (
          <Alert color="red" title="Jobbet kunde inte öppnas">
            {error.message}
          </Alert>
        )
      }
      {...props}
    />
  );
}
