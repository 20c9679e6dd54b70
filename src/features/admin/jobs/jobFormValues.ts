// Between a jobs row and the job form: form values are strings; the schema turns them into columns.
import type { UseFormReturnType } from '@mantine/form';
import { type AdminJob, type AdminJobInput, JOB_TEXT_GROUPS } from '@shared/schemas/admin-job.ts';
import { languageRequirements, periodsOf } from '@shared/search';
import type { PublishableInsert, PublishableRow } from '../publishable/publishableQueries';

type JobRow = PublishableRow<'jobs'>;

type TextGroup = keyof typeof JOB_TEXT_GROUPS;

type Choice =
  | 'specialty'
  | 'region'
  | 'employment_form'
  | 'working_hours_type'
  | 'on_call'
  | 'specialist_level';

/** The form's values: strings, a cleared choice null, numbers a number or '', the lists arrays. */
export type JobFormValues = {
  [K in keyof Required<AdminJobInput>]: K extends 'pay_amount' | 'scope_percent'
    ? number | string
    : K extends Choice
      ? string | null
      : K extends 'travel_provided' | 'housing_provided'
        ? boolean
        : K extends 'licence_countries'
          ? string[]
          : K extends 'languages'
            ? { language: string; level: string }[]
            : K extends 'periods'
              ? { start: string; end: string }[]
              : K extends TextGroup
                ? Record<string, string>
                : string;
};

/** The job form as its field components see it. */
export type JobFormApi = UseFormReturnType<JobFormValues, AdminJob>;

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

/** A text group's inputs: each part's stored text, or '' (the database has checked the shape). */
function textGroupValues(row: Partial<JobRow> | null): Record<TextGroup, Record<string, string>> {
  const entries = Object.entries(JOB_TEXT_GROUPS).map(([column, { parts }]) => {
    const stored = (row?.[column as TextGroup] ?? {}) as Record<string, string | null>;
    return [column, Object.fromEntries(parts.map(({ key }) => [key, stored[key] ?? '']))];
  });
  return Object.fromEntries(entries);
}

/**
 * The form's values of a stored job, or of a new one (null, or some columns to start from, e.g.
 * a job from an employer's request): what is not given starts empty.
 */
export function jobFormValues(row: Partial<JobRow> | null): JobFormValues {
  return {
    title: row?.title ?? '',
    employer_name: row?.employer_name ?? '',
    location: row?.location ?? '',
    description: row?.description ?? '',
    requirements: row?.requirements ?? '',
    specialty: row?.specialty ?? null,
    country: row?.country ?? 'SE',
    region: row?.region ?? null,
    salary_currency: row?.salary_currency ?? 'SEK',
    benefits: row?.benefits ?? '',
    employer_email: row?.employer_email ?? '',
    expires_on: row?.expires_at ? toLocalDate(row.expires_at) : '',
    published_on:
      row?.status === 'published' && row.published_at ? toLocalDate(row.published_at) : '',
    status: row?.status ?? 'draft',
    employment_form: row?.employment_form ?? null,
    working_hours_type: row?.working_hours_type ?? null,
    periods: periodsOf({
      period_start: row?.period_start ?? null,
      period_end: row?.period_end ?? null,
      periods: row?.periods,
    }).map(({ start, end }) => ({ start, end: end ?? '' })),
    scope_percent: row?.scope_percent ?? '',
    on_call: row?.on_call ?? null,
    // A new ad is paid per month, as the spec's salary was; a locum's unit is one choice away.
    pay_amount: row?.pay_amount ?? '',
    pay_unit: row?.pay_unit ?? 'month',
    start_date: row?.start_date ?? '',
    apply_by: row?.apply_by ?? '',
    travel_provided: row?.travel_provided ?? false,
    housing_provided: row?.housing_provided ?? false,
    licence_countries: row?.licence_countries ?? [],
    specialist_level: row?.specialist_level ?? null,
    languages: languageRequirements({ languages: row?.languages }),
    ...textGroupValues(row),
  };
}

export function jobColumns(job: AdminJob): PublishableInsert<'jobs'> {
  // published_on only checks the expiry: the database stamps published_at.
  const { expires_on, published_on: _, ...columns } = job;
  return { ...columns, expires_at: expires_on ? endOfLocalDay(expires_on) : null };
}
