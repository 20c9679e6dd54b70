// The management list of jobs or banners: newest first, status, create/edit dialog, one-click
// publish for drafts, delete after the spec's confirmation question.
import { Button, Checkbox, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { formatDate } from '../format';
import { AdminListPage } from '../table/AdminListPage';
import type { Column } from '../table/DataTable';
import type { SearchSpec } from '../table/tableModel';
import { CONFIRM_TITLE, type ContentTexts, STATUS_LABEL } from '../texts';
import {
  type ListNarrowing,
  type PageData,
  type PublishableInsert,
  type PublishableRow,
  type PublishableTable,
  publishableListSource,
  usePublishableMutations,
} from './publishableQueries';
import { StatusBadge } from './StatusBadge';

export type PublishableFormProps<T extends PublishableTable> = {
  /** The row being edited, or null for a new one. */
  row: PublishableRow<T> | null;
  submitting: boolean;
  onSubmit: (values: PublishableInsert<T>) => void;
  onCancel: () => void;
};

type PublishableAdminPageProps<T extends PublishableTable> = {
  table: T;
  texts: ContentTexts;
  heading: string;
  /** E.g. "jobb" / "banner": names buttons and dialogs. */
  noun: { new: string; edit: string; one: string };
  columns: Column<PublishableRow<T>>[];
  /** Where the filter looks; the status labels are added here. */
  search: SearchSpec;
  Form: (props: PublishableFormProps<T>) => ReactNode;
  /** Related data for each page's rows, read for those rows only. */
  withPageData?: PageData<PublishableRow<T>>;
  /** The status cell; by default the publication status. */
  renderStatus?: (row: PublishableRow<T>) => ReactNode;
  /** More actions on a row, given the page's update (e.g. extending a job's expiry). */
  rowActions?: (row: PublishableRow<T>, update: RowUpdate<T>) => ReactNode;
  /** A checkbox above the list that narrows it on the server, e.g. "Visa bara utgångna". */
  narrowing?: ListNarrowing & { label: string };
  /** Above the table: what the admin should know about the list as a whole. */
  notice?: ReactNode;
};

export type RowUpdate<T extends PublishableTable> = {
  save: (id: string, values: Partial<PublishableInsert<T>>) => void;
  /** The id of the row being saved, if any. */
  pendingId: string | undefined;
};

type Editing<T extends PublishableTable> = { row: PublishableRow<T> | null } | null;

export function PublishableAdminPage<T extends PublishableTable>({
  table,
  texts,
  heading,
  noun,
  columns,
  search,
  Form,
  renderStatus = (row) => <StatusBadge status={row.status} />,
  rowActions,
  narrowing,
  withPageData,
  notice,
}: PublishableAdminPageProps<T>) {
  const [narrowed, setNarrowed] = useState(false);
  const source = useMemo(
    () =>
      publishableListSource(
        table,
        { ...search, labels: { ...search.labels, status: STATUS_LABEL } },
        narrowed ? narrowing : undefined,
        withPageData,
      ),
    [table, search, narrowed, narrowing, withPageData],
  );
  const { create, update, publish, remove } = usePublishableMutations(table, texts);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<PublishableRow<T> | null>(null);

  const submit = (values: PublishableInsert<T>) => {
    const row = editing?.row;
    const done = { onSuccess: () => setEditing(null) };
    if (row) update.mutate({ id: row.id, values }, done);
    else create.mutate(values, done);
  };

  const allColumns: Column<PublishableRow<T>>[] = [
    ...columns,
    {
      key: 'status',
      header: 'Status',
      render: renderStatus,
      nowrap: true,
      sortBy: 'status',
    },
    {
      key: 'created_at',
      header: 'Skapad',
      render: (row) => formatDate(row.created_at),
      sortBy: 'created_at',
      nowrap: true,
    },
    {
      key: 'actions',
      header: 'Åtgärder',
      nowrap: true,
      wide: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setEditing({ row })}
            aria-label={`Redigera ${row.title}`}
          >
            Redigera
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            onClick={() => setDeleting(row)}
            aria-label={`Radera ${row.title}`}
          >
            Radera
          </Button>
          {rowActions?.(row, {
            save: (id, values) => update.mutate({ id, values: values as PublishableInsert<T> }),
            pendingId: update.isPending ? update.variables?.id : undefined,
          })}
          {row.status !== 'published' && (
            <Button
              size="compact-sm"
              onClick={() => publish.mutate(row.id)}
              loading={publish.isPending && publish.variables === row.id}
              aria-label={`Publicera ${row.title}`}
            >
              Publicera
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <AdminListPage
      heading={heading}
      errorTitle={texts.fetchError}
      source={source}
      columns={allColumns}
      emptyText={`Inga ${heading.toLowerCase()} ännu.`}
      toolbar={() => (
        <Group gap="md">
          {narrowing && (
            <Checkbox
              label={narrowing.label}
              checked={narrowed}
              onChange={(event) => setNarrowed(event.currentTarget.checked)}
            />
          )}
          <Button onClick={() => setEditing({ row: null })}>{noun.new}</Button>
        </Group>
      )}
    >
      {notice}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.row ? noun.edit : noun.new}
        size="lg"
      >
        {editing && (
          <Form
            row={editing.row}
            submitting={create.isPending || update.isPending}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={CONFIRM_TITLE}
        confirmLabel={`Radera ${noun.one}`}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onClose={() => setDeleting(null)}
      >
        <Text>{texts.confirmDelete}</Text>
      </ConfirmDialog>
    </AdminListPage>
  );
}
