// /admin/applications: every application with job, applicant and cover letter, filtered by job
// and status if asked; change the status (StatusControl); export what the filter matches as CSV.
import { Anchor, Button, Group, NativeSelect, Text } from '@mantine/core';
import { chosenPeriodsText } from '@shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { downloadText, toCsv } from '@/lib/csv';
import { formatDate, formatDateTime } from '../format';
import { notifyError } from '../notify';
import { AdminListPage } from '../table/AdminListPage';
import type { Column, ListView } from '../table/DataTable';
import { ExpandableText } from '../table/ExpandableText';
import { textColumn } from '../table/tableModel';
import { ApplicationDossier } from './ApplicationDossier';
import {
  APPLICATION_STATUS_LABEL,
  type ApplicationFilters,
  type ApplicationRow,
  type ApplicationStatus,
  applicationsList,
} from './applicationQueries';
import { JobFilter } from './JobFilter';
import { StatusControl } from './StatusControl';

const option = (status: ApplicationStatus) => ({
  value: status,
  label: APPLICATION_STATUS_LABEL[status],
});
const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'Alla statusar' },
  ...Object.keys(APPLICATION_STATUS_LABEL).map((status) => option(status as ApplicationStatus)),
];

const jobTitle = (row: ApplicationRow) => row.job_title;

/** Every application the list's filters match, in its order, read from the server in pages. */
async function exportCsv({
  view,
  every,
}: {
  view: ListView;
  every: ReturnType<typeof applicationsList>['every'];
}): Promise<void> {
  const rows = await every(view);
  const csv = toCsv(
    ['Jobb', 'Sökande', 'E-post', 'Telefon', 'Perioder', 'Status', 'Inkommen', 'Personligt brev'],
    rows.map((row) => [
      jobTitle(row),
      row.applicant_name,
      row.applicant_email,
      row.applicant_phone,
      chosenPeriodsText(row.chosen_periods),
      APPLICATION_STATUS_LABEL[row.status],
      formatDateTime(row.created_at),
      row.cover_letter,
    ]),
  );
  downloadText(`ansokningar-${new Date().toISOString().slice(0, 10)}.csv`, csv);
}

type Props = {
  filters: ApplicationFilters;
  onFiltersChange: (filters: ApplicationFilters) => void;
};

export function ApplicationsAdminPage({ filters, onFiltersChange }: Props) {
  const { jobId, status } = filters;
  const list = useMemo(() => applicationsList({ jobId, status }), [jobId, status]);
  const csvExport = useMutation({
    mutationFn: exportCsv,
    onError: (error) => notifyError('Fel vid export av ansökningar', error),
  });

  const columns: Column<ApplicationRow>[] = [
    // The job's title lives in the jobs table: the list cannot be ordered by it.
    { key: 'job', header: 'Jobb', render: jobTitle },
    {
      // The application's own page: its stage, interview, notes and history.
      ...textColumn<ApplicationRow>('applicant_name', 'Sökande'),
      render: (row) => (
        <Anchor component={Link} to={`/admin/applications/${row.id}`} fz="sm">
          {row.applicant_name}
        </Anchor>
      ),
    },
    textColumn('applicant_email', 'E-post'),
    {
      ...textColumn<ApplicationRow>('applicant_phone', 'Telefon', 'Ej angivet'),
      // A number on one line: "070-123 45 67" broke at its spaces in a narrow column.
      render: (row) => (
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {row.applicant_phone || 'Ej angivet'}
        </Text>
      ),
    },
    {
      // The periods of a locum ad the applicant can take; none asked: a dash.
      key: 'chosen_periods',
      header: 'Perioder',
      render: (row) => chosenPeriodsText(row.chosen_periods) || '–',
    },
    {
      key: 'cover_letter',
      header: 'Personligt brev',
      render: (row) => <ExpandableText>{row.cover_letter}</ExpandableText>,
      wide: true,
    },
    {
      key: 'dossier',
      header: 'Profil och dokument',
      render: (row) => (
        <ApplicationDossier applicationId={row.id} applicantName={row.applicant_name} />
      ),
    },
    {
      key: 'created_at',
      header: 'Inkommen',
      render: (row) => formatDate(row.created_at),
      sortBy: 'created_at',
      nowrap: true,
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => <StatusControl row={row} />,
      sortBy: 'status',
      nowrap: true,
    },
  ];

  return (
    <AdminListPage
      heading="Ansökningar"
      errorTitle="Fel vid hämtning av ansökningar"
      source={list.source}
      columns={columns}
      minWidth={1000}
      emptyText={jobId || status ? 'Inga ansökningar med detta filter.' : 'Inga ansökningar ännu.'}
      toolbar={(view) => (
        <Group gap="sm" align="end">
          <JobFilter
            jobId={jobId}
            onChange={(next) => onFiltersChange({ ...filters, jobId: next })}
          />
          <NativeSelect
            label="Status"
            data={STATUS_FILTER_OPTIONS}
            value={status ?? ''}
            onChange={(event) =>
              onFiltersChange({
                ...filters,
                status: (event.currentTarget.value || undefined) as ApplicationStatus | undefined,
              })
            }
          />
          <Button
            variant="default"
            disabled={view.total === 0}
            loading={csvExport.isPending}
            onClick={() => csvExport.mutate({ view, every: list.every })}
          >
            Exportera CSV
          </Button>
        </Group>
      )}
    >
      <Text size="xs" c="dimmed" mt="xs">
        CSV-filen är semikolonseparerad och UTF-8-kodad, så att den öppnas direkt i Excel.
      </Text>
    </AdminListPage>
  );
}
