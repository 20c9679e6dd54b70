// /admin/applications: every application with job, applicant and cover letter; set the status;
// export what the filter matches as CSV.
import { Button, NativeSelect, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '../format';
import { notifyError } from '../notify';
import { AdminListPage } from '../table/AdminListPage';
import type { Column, ListView } from '../table/DataTable';
import { ExpandableText } from '../table/ExpandableText';
import { textColumn } from '../table/tableModel';
import {
  APPLICATION_STATUS_LABEL,
  type ApplicationRow,
  type ApplicationStatus,
  applicationsSource,
  fetchAllApplications,
  useApplicationStatusMutation,
} from './applicationQueries';
import { downloadText, toCsv } from './csv';

const STATUS_OPTIONS = Object.entries(APPLICATION_STATUS_LABEL).map(([value, label]) => ({
  value,
  label,
}));

const jobTitle = (row: ApplicationRow) => row.jobs?.title ?? '(borttaget jobb)';

/** Every application the list's filter matches, in its order, read from the server in pages. */
async function exportCsv(view: ListView): Promise<void> {
  const rows = await fetchAllApplications(view);
  const csv = toCsv(
    ['Jobb', 'Sökande', 'E-post', 'Telefon', 'Status', 'Inkommen', 'Personligt brev'],
    rows.map((row) => [
      jobTitle(row),
      row.applicant_name,
      row.applicant_email,
      row.applicant_phone,
      APPLICATION_STATUS_LABEL[row.status],
      formatDateTime(row.created_at),
      row.cover_letter,
    ]),
  );
  downloadText(`ansokningar-${new Date().toISOString().slice(0, 10)}.csv`, csv);
}

export function ApplicationsAdminPage() {
  const setStatus = useApplicationStatusMutation();
  const csvExport = useMutation({
    mutationFn: exportCsv,
    onError: (error) => notifyError('Fel vid export av ansökningar', error),
  });

  const columns: Column<ApplicationRow>[] = [
    // The job's title lives in the jobs table: the list cannot be ordered by it.
    { key: 'job', header: 'Jobb', render: jobTitle },
    textColumn('applicant_name', 'Sökande'),
    textColumn('applicant_email', 'E-post'),
    textColumn('applicant_phone', 'Telefon', 'Ej angivet'),
    {
      key: 'cover_letter',
      header: 'Personligt brev',
      render: (row) => <ExpandableText>{row.cover_letter}</ExpandableText>,
      wide: true,
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
      render: (row) => (
        <NativeSelect
          aria-label={`Status för ansökan från ${row.applicant_name}`}
          data={STATUS_OPTIONS}
          value={row.status}
          disabled={setStatus.isPending && setStatus.variables?.id === row.id}
          onChange={(event) =>
            setStatus.mutate({ id: row.id, status: event.currentTarget.value as ApplicationStatus })
          }
          size="xs"
          miw={120}
        />
      ),
      sortBy: 'status',
    },
  ];

  return (
    <AdminListPage
      heading="Ansökningar"
      errorTitle="Fel vid hämtning av ansökningar"
      source={applicationsSource}
      columns={columns}
      minWidth={1000}
      emptyText="Inga ansökningar ännu."
      toolbar={(view) => (
        <Button
          variant="default"
          disabled={view.total === 0}
          loading={csvExport.isPending}
          onClick={() => csvExport.mutate(view)}
        >
          Exportera CSV
        </Button>
      )}
    >
      <Text size="xs" c="dimmed" mt="xs">
        CSV-filen är semikolonseparerad och UTF-8-kodad, så att den öppnas direkt i Excel.
      </Text>
    </AdminListPage>
  );
}
