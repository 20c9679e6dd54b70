// /admin/requests: the employers' contact requests, their fields and the e-mail delivery state,
// each with a reply by e-mail and a handled state (and, for a post-job-request, the job made from
// it), filtered by that state if asked (kept in the URL).
import { Anchor, Button, NativeSelect, Stack, Text } from '@mantine/core';
import {
  AD_TYPE_LABELS,
  BUDGET_LABELS,
  budgetTotalText,
  CONTACT_REQUEST_TYPE_LABELS,
  DURATION_LABELS,
} from '@shared/schemas/contact.ts';
import { candidateSearchFromRequest } from '@shared/search';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatDate, formatDateTime } from '../format';
import { type Tone, ToneBadge } from '../publishable/StatusBadge';
import { AdminListPage } from '../table/AdminListPage';
import type { Column } from '../table/DataTable';
import { ExpandableText } from '../table/ExpandableText';
import { type SearchSpec, textColumn } from '../table/tableModel';
import { RequestJob } from './RequestJob';
import {
  type ContactRequestRow,
  contactRequestsSource,
  type Delivery,
  useRequestHandledMutation,
} from './requestQueries';
import { REQUEST_STATES, type RequestState } from './requestSearch';

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
    ['Totalt', budgetTotalText(String(details.duration), String(details.budget)) ?? ''],
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

/** "Svara": the admin's mail program, addressed and with the request as the subject. */
function replyHref(row: ContactRequestRow): string {
  const subject = `Sv: ${CONTACT_REQUEST_TYPE_LABELS[row.type]} från ${row.company_name}`;
  return `mailto:${encodeURIComponent(row.email)}?subject=${encodeURIComponent(subject)}`;
}

/** The employer's own words (what doctor, the message) as the candidate search's first filters. */
const requestAsSearch = (row: ContactRequestRow) =>
  candidateSearchFromRequest(`${detailLines(row.details).join(' ')} ${row.message}`);

function Handling({ row }: { row: ContactRequestRow }) {
  const mark = useRequestHandledMutation();
  const handled = row.handled_at !== null;
  const label = handled ? 'Markera som ny' : 'Markera som hanterad';
  return (
    <Stack gap={4} align="flex-start">
      <ToneBadge tone={handled ? 'positive' : 'info'}>{handled ? 'Hanterad' : 'Ny'}</ToneBadge>
      {handled && (
        <Text size="xs" c="dimmed">
          {formatDate(row.handled_at)}
        </Text>
      )}
      <Anchor href={replyHref(row)} size="sm">
        Svara via e-post
      </Anchor>
      {row.type === 'contact-doctor' && (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link {...props} to="/admin/kandidater" search={requestAsSearch(row)} />
          )}
          aria-label={`Sök kandidater: ${row.company_name}`}
        >
          Sök kandidater
        </Anchor>
      )}
      {row.type === 'post-job-request' && <RequestJob row={row} />}
      <Button
        size="xs"
        variant="default"
        loading={mark.isPending}
        onClick={() => mark.mutate({ id: row.id, handled: !handled })}
        aria-label={`${label}: ${row.company_name}`}
      >
        {label}
      </Button>
    </Stack>
  );
}

const columns: Column<ContactRequestRow>[] = [
  {
    key: 'created_at',
    header: 'Inkommen',
    render: (row) => formatDate(row.created_at),
    sortBy: 'created_at',
    nowrap: true,
  },
  {
    key: 'type',
    header: 'Typ',
    render: (row) => CONTACT_REQUEST_TYPE_LABELS[row.type],
    sortBy: 'type',
  },
  textColumn('company_name', 'Företag'),
  {
    key: 'handled_at',
    header: 'Status',
    render: (row) => <Handling row={row} />,
    sortBy: 'handled_at',
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
    sortBy: 'contact_name',
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
    wide: true,
  },
  // The delivery state lives in outgoing_emails: the list cannot be ordered by it.
  { key: 'delivery', header: 'E-post', render: (row) => <DeliveryBadge delivery={row.delivery} /> },
];

const SEARCH: SearchSpec = {
  text: ['company_name', 'contact_name', 'email', 'phone', 'message'],
  labels: { type: CONTACT_REQUEST_TYPE_LABELS },
};

const STATE_OPTIONS = [
  { value: '', label: 'Alla' },
  ...Object.entries(REQUEST_STATES).map(([value, label]) => ({ value, label })),
];

type Props = {
  /** The handling state to show (the URL's `status`); all without one. */
  state: RequestState | undefined;
  onStateChange: (state: RequestState | undefined) => void;
};

export function RequestsAdminPage({ state, onStateChange }: Props) {
  const source = useMemo(() => contactRequestsSource(SEARCH, state), [state]);
  return (
    <AdminListPage
      heading="Förfrågningar"
      errorTitle="Fel vid hämtning av förfrågningar"
      source={source}
      columns={columns}
      minWidth={1000}
      emptyText={state ? 'Inga förfrågningar med detta filter.' : 'Inga förfrågningar ännu.'}
      toolbar={() => (
        <NativeSelect
          label="Status"
          data={STATE_OPTIONS}
          value={state ?? ''}
          onChange={(event) =>
            onStateChange((event.currentTarget.value || undefined) as RequestState | undefined)
          }
        />
      )}
    />
  );
}
