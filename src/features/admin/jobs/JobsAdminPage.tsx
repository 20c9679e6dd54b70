// /admin/jobs: every job ad, newest first, with the job form.
import { Constants } from '@/lib/database.types';
import { PublishableAdminPage } from '../content/PublishableAdminPage';
import type { PublishableRow } from '../content/publishableQueries';
import type { Column } from '../table/DataTable';
import { ownLabels, type SearchSpec, textColumn } from '../table/tableModel';
import { JOB_TEXTS } from '../texts';
import { JobForm } from './JobForm';

type JobRow = PublishableRow<'jobs'>;

const columns: Column<JobRow>[] = [
  textColumn('title', 'Titel'),
  textColumn('employer_name', 'Arbetsgivare'),
  textColumn('location', 'Plats'),
  textColumn('job_type', 'Typ'),
];

const search: SearchSpec = {
  text: ['title', 'employer_name', 'location'],
  labels: { job_type: ownLabels(Constants.public.Enums.job_type) },
};

export function JobsAdminPage() {
  return (
    <PublishableAdminPage
      table="jobs"
      texts={JOB_TEXTS}
      heading="Jobb"
      noun={{ new: 'Nytt jobb', edit: 'Redigera jobb', one: 'jobbet' }}
      columns={columns}
      search={search}
      Form={JobForm}
    />
  );
}
