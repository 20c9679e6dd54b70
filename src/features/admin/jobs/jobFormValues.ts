// Between a jobs row and the job form: form values are strings; the schema turns them into columns.
import type { AdminJob, AdminJobInput } from '@shared/schemas/admin-job.ts';
import type { PublishableInsert, PublishableRow } from '../publishable/publishableQueries';

type JobRow = PublishableRow<'jobs'>;

/** The form's values: strings, a cleared choice null, the salary a number or ''. */
export type JobFormValues = {
  [K in keyof Required<AdminJobInput>]: K extends 'salary_monthly'
    ? number | string
    : K extends 'specialty' | 'job_type' | 'region'
      ? string | null
      : string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day (YYYY-MM-DD) of a timestamp. */
export function toLocalDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The end of a local calendar day as a timestamp: the ad is visible through that whole day. */
export function endOfLocalDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 23, 59, 59).toISOString();
}

export function jobFormValues(row: JobRow | null): JobFormValues {
  return {
    title: row?.title ?? '',
    employer_name: row?.employer_name ?? '',
    location: row?.location ?? '',
    description: row?.description ?? '',
    requirements: row?.requirements ?? '',
    specialty: row?.specialty ?? null,
    job_type: row?.job_type ?? null,
    country: row?.country ?? 'SE',
    region: row?.region ?? null,
    salary_monthly: row?.salary_monthly ?? '',
    salary_currency: row?.salary_currency ?? 'SEK',
    benefits: row?.benefits ?? '',
    employer_email: row?.employer_email ?? '',
    expires_on: row?.expires_at ? toLocalDate(row.expires_at) : '',
    status: row?.status ?? 'draft',
  };
}

export function jobColumns(job: AdminJob): PublishableInsert<'jobs'> {
  const { expires_on, ...columns } = job;
  return { ...columns, expires_at: expires_on ? endOfLocalDay(expires_on) : null };
}
