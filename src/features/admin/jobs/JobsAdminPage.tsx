// /admin/jobs: every job ad, newest first, with its number of applications and the job form. A
// published ad past its expiry is shown as Utgången with the date, can be extended by 30 days,
// and the list can show only those.
import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Constants } from '@/lib/database.types';
import { formatDate } from '../format';
import { PublishableAdminPage, type RowUpdate } from '../publishable/PublishableAdminPage';
import type { ListNarrowing, PageData, PublishableRow } from '../publishable/publishableQueries';
import { StatusBadge, ToneBadge } from '../publishable/StatusBadge';
import type { Column } from '../table/DataTable';
import { withRelated } from '../table/serverList';
import { ownLabels, type SearchSpec, textColumn } from '../table/tableModel';
import { JOB_TEXTS } from '../texts';
import { JobForm } from './JobForm';

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

const EXTEND_DAYS = 30;
const DAY_MS = 86_400_000;

const columns: Column<JobRow>[] = [
  textColumn('title', 'Titel'),
  textColumn('employer_name', 'Arbetsgivare'),
  textColumn('location', 'Plats'),
  textColumn('job_type', 'Typ'),
  // Counted in another table: the list cannot be ordered by it.
  {
    key: 'applications',
    header: 'Ansökningar',
    nowrap: true,
    render: (row) => (
      <Link
        to="/admin/applications"
        search={{ jobb: row.id }}
        aria-label={`${applicationCountOf(row)} ${applicationCountOf(row) === 1 ? 'ansökan' : 'ansökningar'} till ${row.title}`}
      >
        {applicationCountOf(row)}
      </Link>
    ),
  },
];

const search: SearchSpec = {
  text: ['title', 'employer_name', 'location'],
  labels: { job_type: ownLabels(Constants.public.Enums.job_type) },
};

/** Published, but no longer shown to visitors. */
function isExpired(row: JobRow): boolean {
  return row.status === 'published' && !!row.expires_at && Date.parse(row.expires_at) <= Date.now();
}

function JobStatus({ row }: { row: JobRow }) {
  if (!isExpired(row)) return <StatusBadge status={row.status} />;
  return (
    <Stack gap={2}>
      <ToneBadge tone="negative">Utgången</ToneBadge>
      <Text fz="xs" c="gray.7">
        {`Utgick ${formatDate(row.expires_at)}`}
      </Text>
    </Stack>
  );
}

/** 30 more days, counted from today for an expired ad (else it would still be expired). */
function extendedExpiry(row: JobRow): string {
  const from = Math.max(Date.now(), row.expires_at ? Date.parse(row.expires_at) : 0);
  return new Date(from + EXTEND_DAYS * DAY_MS).toISOString();
}

function ExtendButton({ row, update }: { row: JobRow; update: RowUpdate<'jobs'> }) {
  if (!isExpired(row)) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => update.save(row.id, { expires_at: extendedExpiry(row) })}
      loading={update.pendingId === row.id}
      aria-label={`Förläng ${row.title} med ${EXTEND_DAYS} dagar`}
    >
      {`Förläng ${EXTEND_DAYS} dagar`}
    </Button>
  );
}

const onlyExpired: ListNarrowing & { label: string } = {
  key: 'expired',
  label: 'Visa bara utgångna',
  apply: (query) => query.eq('status', 'published').lte('expires_at', new Date().toISOString()),
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
      renderStatus={(row) => <JobStatus row={row} />}
      rowActions={(row, update) => <ExtendButton row={row} update={update} />}
      narrowing={onlyExpired}
      withPageData={withApplicationCounts}
    />
  );
}
