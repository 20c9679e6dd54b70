// /admin/jobs: every job ad, newest first, with the job form.

import { PublishableAdminPage } from '../content/PublishableAdminPage';
import type { PublishableRow } from '../content/publishableQueries';
import type { Column } from '../table/DataTable';
import { JOB_TEXTS } from '../texts';
import { JobForm } from './JobForm';

type JobRow = PublishableRow<'jobs'>;

const columns: Column<JobRow>[] = [
  { key: 'title', header: 'Titel', render: (job) => job.title, sortValue: (job) => job.title },
  {
    key: 'employer_name',
    header: 'Arbetsgivare',
    render: (job) => job.employer_name,
    sortValue: (job) => job.employer_name,
  },
  {
    key: 'location',
    header: 'Plats',
    render: (job) => job.location,
    sortValue: (job) => job.location,
  },
  {
    key: 'job_type',
    header: 'Typ',
    render: (job) => job.job_type ?? '–',
    sortValue: (job) => job.job_type,
  },
];

export function JobsAdminPage() {
  return (
    <PublishableAdminPage
      table="jobs"
      texts={JOB_TEXTS}
      heading="Jobb"
      noun={{ new: 'Nytt jobb', edit: 'Redigera jobb', one: 'jobbet' }}
      columns={columns}
      Form={JobForm}
    />
  );
}
