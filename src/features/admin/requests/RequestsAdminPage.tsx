// /admin/requests: the employers' contact requests, their fields and the e-mail delivery state.
import { Alert, Stack, Text, Title } from '@mantine/core';
import {
  AD_TYPE_LABELS,
  BUDGET_LABELS,
  CONTACT_REQUEST_TYPE_LABELS,
  DURATION_LABELS,
} from '@shared/schemas/contact.ts';
import { useQuery } from '@tanstack/react-query';
import { type Tone, ToneBadge } from '../content/StatusBadge';
import { describeDatabaseError } from '../databaseErrors';
import { formatDate, formatDateTime } from '../format';
import { type Column, DataTable } from '../table/DataTable';
import { ExpandableText } from '../table/ExpandableText';
import {
  type ContactRequestRow,
  contactRequestsQueryOptions,
  type Delivery,
} from './requestQueries';

const DELIVERY_STATES: Record<string, { label: string; tone: Tone }> = {
  pending: { label: 'Väntar', tone: 'neutral' },
  sending: { label: 'Skickas', tone: 'info' },
  sent: { label: 'Skickat', tone: 'positive' },
  failed: { label: 'Misslyckades', tone: 'negative' },
};

/** The type-specific fields of `details`, labelled in Swedish. */
function detailLines(details: ContactRequestRow['details']): string[] {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return [];
  const label = <T extends string>(labels: Record<T, string>, value: unknown) =>
    typeof value === 'string' ? (labels[value as T] ?? value) : '';
  const lines: [string, string][] = [
    ['Typ av läkare', typeof details.doctorType === 'string' ? details.doctorType : ''],
    ['Annonstyp', label(AD_TYPE_LABELS, details.adType)],
    ['Varaktighet', label(DURATION_LABELS, details.duration)],
    ['Budget', label(BUDGET_LABELS, details.budget)],
  ];
  return lines.filter(([, value]) => value).map(([name, value]) => `${name}: ${value}`);
}

const deliveryState = (status: string) =>
  DELIVERY_STATES[status] ?? { label: status, tone: 'neutral' as const };

function DeliveryBadge({ delivery }: { delivery: Delivery | null }) {
  if (!delivery) return <Text size="sm">Ingen e-post</Text>;
  const { label, tone } = deliveryState(delivery.status);
  const detail =
    delivery.status === 'sent'
      ? `Skickat ${formatDateTime(delivery.sent_at)}`
      : `${delivery.attempts} försök${delivery.last_error ? `: ${delivery.last_error}` : ''}`;
  return (
    <Stack gap={2} maw={240}>
      <ToneBadge tone={tone}>{label}</ToneBadge>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Stack>
  );
}

const typeLabel = (row: ContactRequestRow) => CONTACT_REQUEST_TYPE_LABELS[row.type];

const columns: Column<ContactRequestRow>[] = [
  {
    key: 'created_at',
    header: 'Inkommen',
    render: (row) => formatDate(row.created_at),
    sortValue: (row) => row.created_at,
    filterText: (row) => formatDate(row.created_at),
    nowrap: true,
  },
  { key: 'type', header: 'Typ', render: typeLabel, sortValue: typeLabel },
  {
    key: 'company',
    header: 'Företag',
    render: (row) => row.company_name,
    sortValue: (row) => row.company_name,
  },
  {
    key: 'contact',
    header: 'Kontakt',
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.contact_name}</Text>
        <Text size="sm">{row.email}</Text>
        <Text size="sm">{row.phone}</Text>
      </Stack>
    ),
    sortValue: (row) => row.contact_name,
    filterText: (row) => `${row.contact_name} ${row.email} ${row.phone}`,
    wide: true,
  },
  {
    key: 'message',
    header: 'Meddelande',
    render: (row) => (
      <>
        {detailLines(row.details).map((line) => (
          <Text key={line} size="sm" fw={600}>
            {line}
          </Text>
        ))}
        <ExpandableText>{row.message}</ExpandableText>
      </>
    ),
    filterText: (row) => `${detailLines(row.details).join(' ')} ${row.message}`,
    wide: true,
  },
  {
    key: 'delivery',
    header: 'E-post',
    render: (row) => <DeliveryBadge delivery={row.delivery} />,
    sortValue: (row) => (row.delivery ? deliveryState(row.delivery.status).label : ''),
  },
];

export function RequestsAdminPage() {
  const requests = useQuery(contactRequestsQueryOptions());
  return (
    <>
      <Title order={1} size="h2" mb="md">
        Förfrågningar
      </Title>
      {requests.error && (
        <Alert color="red" title="Fel vid hämtning av förfrågningar" mb="md">
          {describeDatabaseError(requests.error)}
        </Alert>
      )}
      <DataTable
        label="Förfrågningar"
        rows={requests.data ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        minWidth={1000}
        emptyText={requests.isPending ? 'Laddar...' : 'Inga förfrågningar ännu.'}
      />
    </>
  );
}
