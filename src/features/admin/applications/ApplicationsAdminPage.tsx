// /admin/applications: every application with job, applicant and cover letter; set the status;
// export everything as CSV.
import { Alert, Button, NativeSelect, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { describeDatabaseError } from '../databaseErrors';
import { formatDate, formatDateTime } from '../format';
import { type Column, DataTable } from '../table/DataTable';
import { ExpandableText } from '../table/ExpandableText';
import {
  APPLICATION_STATUS_LABEL,
  type ApplicationRow,
  type ApplicationStatus,
  applicationsQueryOptions,
  useApplicationStatusMutation,
} from './applicationQueries';
import { downloadText, toCsv } from './csv';

const STATUS_OPTIONS = Object.entries(APPLICATION_STATUS_LABEL).map(([value, label]) => ({
  value,
  label,
}));

const jobTitle = (row: ApplicationRow) => row.jobs?.title ?? '(borttaget jobb)';

function exportCsv(rows: readonly ApplicationRow[]): void {
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
  const applications = useQuery(applicationsQueryOptions());
  const setStatus = useApplicationStatusMutation();
  const rows = applications.data ?? [];

  const columns: Column<ApplicationRow>[] = [
    { key: 'job', header: 'Jobb', render: jobTitle, sortValue: jobTitle },
    {
      key: 'applicant',
      header: 'Sökande',
      render: (row) => row.applicant_name,
      sortValue: (row) => row.applicant_name,
    },
    {
      key: 'email',
      header: 'E-post',
      render: (row) => row.applicant_email,
      sortValue: (row) => row.applicant_email,
    },
    {
      key: 'phone',
      header: 'Telefon',
      render: (row) => row.applicant_phone ?? 'Ej angivet',
      sortValue: (row) => row.applicant_phone,
    },
    {
      key: 'cover_letter',
      header: 'Personligt brev',
      render: (row) => <ExpandableText>{row.cover_letter}</ExpandableText>,
      filterText: (row) => row.cover_letter,
      wide: true,
    },
    {
      key: 'created_at',
      header: 'Inkommen',
      render: (row) => formatDate(row.created_at),
      sortValue: (row) => row.created_at,
      filterText: (row) => formatDate(row.created_at),
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
      sortValue: (row) => APPLICATION_STATUS_LABEL[row.status],
    },
  ];

  return (
    <>
      <Title order={1} size="h2" mb="md">
        Ansökningar
      </Title>
      {applications.error && (
        <Alert color="red" title="Fel vid hämtning av ansökningar" mb="md">
          {describeDatabaseError(applications.error)}
        </Alert>
      )}
      <DataTable
        label="Ansökningar"
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        minWidth={1000}
        emptyText={applications.isPending ? 'Laddar...' : 'Inga ansökningar ännu.'}
        toolbar={
          <Button variant="default" disabled={rows.length === 0} onClick={() => exportCsv(rows)}>
            Exportera CSV
          </Button>
        }
      />
      <Text size="xs" c="dimmed" mt="xs">
        CSV-filen är semikolonseparerad och UTF-8-kodad, så att den öppnas direkt i Excel.
      </Text>
    </>
  );
}
