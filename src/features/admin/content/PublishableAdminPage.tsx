// The management list of jobs or banners: newest first, status, create/edit dialog, one-click
// publish for drafts, delete after the spec's confirmation question.
import { Alert, Button, Group, Modal, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { describeDatabaseError } from '../databaseErrors';
import { formatDate } from '../format';
import { notifyError } from '../notify';
import { type Column, DataTable } from '../table/DataTable';
import { type ContentTexts, STATUS_LABEL } from '../texts';
import { ConfirmDialog } from './ConfirmDialog';
import {
  type PublishableInsert,
  type PublishableRow,
  type PublishableTable,
  publishableListQueryOptions,
  usePublishableMutations,
} from './publishableQueries';
import { StatusBadge } from './StatusBadge';

export type PublishableFormProps<T extends PublishableTable> = {
  /** The row being edited, or null for a new one. */
  row: PublishableRow<T> | null;
  submitting: boolean;
  onSubmit: (values: Omit<PublishableInsert<T>, 'created_by'>) => void;
  onCancel: () => void;
};

type PublishableAdminPageProps<T extends PublishableTable> = {
  table: T;
  texts: ContentTexts;
  heading: string;
  /** E.g. "jobb" / "banner": names buttons and dialogs. */
  noun: { new: string; edit: string; one: string };
  columns: Column<PublishableRow<T>>[];
  Form: (props: PublishableFormProps<T>) => ReactNode;
};

type Editing<T extends PublishableTable> = { row: PublishableRow<T> | null } | null;

export function PublishableAdminPage<T extends PublishableTable>({
  table,
  texts,
  heading,
  noun,
  columns,
  Form,
}: PublishableAdminPageProps<T>) {
  const list = useQuery(publishableListQueryOptions(table));
  const { create, update, publish, remove } = usePublishableMutations(table, texts);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<PublishableRow<T> | null>(null);

  useEffect(() => {
    if (list.error) notifyError(texts.fetchError, list.error);
  }, [list.error, texts.fetchError]);

  const submit = (values: Omit<PublishableInsert<T>, 'created_by'>) => {
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
      render: (row) => <StatusBadge status={row.status} />,
      nowrap: true,
      sortValue: (row) => STATUS_LABEL[row.status],
    },
    {
      key: 'created_at',
      header: 'Skapad',
      render: (row) => formatDate(row.created_at),
      sortValue: (row) => row.created_at,
      filterText: (row) => formatDate(row.created_at),
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
    <>
      <Title order={1} size="h2" mb="md">
        {heading}
      </Title>
      {list.error && (
        <Alert color="red" title={texts.fetchError} mb="md">
          {describeDatabaseError(list.error)}
        </Alert>
      )}
      <DataTable
        label={heading}
        rows={list.data ?? []}
        columns={allColumns}
        rowKey={(row) => row.id}
        emptyText={list.isPending ? 'Laddar...' : `Inga ${heading.toLowerCase()} ännu.`}
        toolbar={<Button onClick={() => setEditing({ row: null })}>{noun.new}</Button>}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.row ? noun.edit : noun.new}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Stäng' }}
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
        question={texts.confirmDelete}
        confirmLabel={`Radera ${noun.one}`}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
