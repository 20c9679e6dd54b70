// The management list of jobs or banners: newest first, status and paid period, create/edit
// dialog, one-click publish for drafts (after a warning when it would push another ad off the
// site), extending a period, ending one now, delete after the spec's confirmation question.
import { Button, Checkbox, Group, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { formatDate } from '../format';
import { AdminListPage } from '../table/AdminListPage';
import type { Column } from '../table/DataTable';
import type { SearchSpec } from '../table/tableModel';
import { CONFIRM_TITLE, type ContentTexts, STATUS_LABEL } from '../texts';
import { EditDialog } from './EditDialog';
import { endColumn, PERIOD_FILTERS, type PeriodFilterProps, PeriodStatus } from './paidPeriod';
import { PERIOD_FILTER_NAMES } from './periodSearch';
import {
  type PageData,
  type PublishableInsert,
  type PublishableRow,
  type PublishableTable,
  publishableListSource,
  usePublishableMutations,
} from './publishableQueries';
import type { Opening, PublishableFormProps, Publishing } from './publishableTypes';
import { RowActions } from './RowActions';

type PublishableAdminPageProps<T extends PublishableTable> = PeriodFilterProps & {
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
  /** What publishing this ad would do to others (e.g. a banner pushed off the site), or null. */
  publishWarning?: (ad: Publishing<T>) => string | null;
  /** Above the table: what the admin should know about the list as a whole. */
  notice?: ReactNode;
  opening?: Opening<T>;
  /** The create/edit dialog's width (Mantine's Modal size); 'lg' unless the form needs more. */
  dialogSize?: number | 'lg';
};

type Editing<T extends PublishableTable> = Omit<Opening<T>, 'onClose'> & { onClose?: () => void };
type Confirming = { warning: string; publish: () => void; alreadyPublished: boolean } | null;

export function PublishableAdminPage<T extends PublishableTable>({
  table,
  texts,
  heading,
  noun,
  columns,
  search,
  Form,
  withPageData,
  filter,
  onFilterChange,
  publishWarning,
  notice,
  opening,
  dialogSize,
}: PublishableAdminPageProps<T>) {
  const narrowing = filter ? PERIOD_FILTERS[filter] : undefined;
  const source = useMemo(
    () =>
      publishableListSource(
        table,
        { ...search, labels: { ...search.labels, status: STATUS_LABEL } },
        narrowing,
        withPageData,
      ),
    [table, search, narrowing, withPageData],
  );
  const { create, update, extend, publish, remove } = usePublishableMutations(table, texts);
  const [edited, setEditing] = useState<Editing<T> | null>(null);
  // A dialog opened on the page, else the one the address asks for.
  const editing: Editing<T> | null = edited ?? opening ?? null;
  const closeEditing = () => {
    setEditing(null);
    editing?.onClose?.();
  };
  const [deleting, setDeleting] = useState<PublishableRow<T> | null>(null);
  const [ending, setEnding] = useState<PublishableRow<T> | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  /** Runs `publishing` at once, or after the admin has read what it does to other ads. */
  const publishAfterWarning = (ad: Publishing<T>, publishing: () => void) => {
    const warning = publishWarning?.(ad);
    if (warning)
      setConfirming({ warning, publish: publishing, alreadyPublished: ad.publishedAt !== null });
    else publishing();
  };

  const submit = (values: PublishableInsert<T>) => {
    const row = editing?.row ?? null;
    const onCreated = editing?.onCreated;
    const save = () =>
      row
        ? update.mutate({ id: row.id, values }, { onSuccess: closeEditing })
        : create.mutate(values, {
            onSuccess: ({ id }) => {
              closeEditing();
              onCreated?.(id);
            },
          });
    // Published, or staying so (e.g. a banner moved to another placement): what it does to others.
    const ad = {
      id: row?.id ?? null,
      // The form's values are the row's columns (an insert); the warning reads only a few of them.
      values: values as Partial<PublishableRow<T>>,
      publishedAt: row?.status === 'published' ? row.published_at : null,
    };
    if (values.status === 'published') publishAfterWarning(ad, save);
    else save();
  };

  const allColumns: Column<PublishableRow<T>>[] = [
    ...columns,
    {
      key: 'status',
      header: 'Status',
      render: (row) => <PeriodStatus row={row} />,
      nowrap: true,
      sortBy: 'status',
    },
    endColumn<T>(),
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
      wide: true,
      pinned: true,
      render: (row) => (
        <RowActions
          row={row}
          onEdit={() => setEditing({ row })}
          onDelete={() => setDeleting(row)}
          onEnd={() => setEnding(row)}
          onPublish={() =>
            publishAfterWarning({ id: row.id, values: row, publishedAt: null }, () =>
              publish.mutate(row.id),
            )
          }
          publishing={publish.isPending && publish.variables === row.id}
          update={{
            extend: (id, expiresAt) => extend.mutate({ id, expiresAt }),
            pendingId: extend.isPending ? extend.variables?.id : undefined,
          }}
        />
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
      emptyFiltered={
        narrowing && {
          text: `Inga ${heading.toLowerCase()} matchar filtret ”${narrowing.label}”.`,
          clear: () => onFilterChange(undefined),
        }
      }
      toolbar={() => (
        <Group gap="md">
          {PERIOD_FILTER_NAMES.map((name) => (
            <Checkbox
              key={name}
              label={PERIOD_FILTERS[name].label}
              checked={filter === name}
              onChange={(event) => onFilterChange(event.currentTarget.checked ? name : undefined)}
            />
          ))}
          <Button onClick={() => setEditing({ row: null })}>{noun.new}</Button>
        </Group>
      )}
    >
      {notice}
      <EditDialog
        opened={editing !== null}
        title={editing?.row ? noun.edit : noun.new}
        size={dialogSize}
        onClose={closeEditing}
      >
        {({ onDirtyChange, onCancel }) =>
          editing && (
            <Form
              row={editing.row}
              draft={editing.draft}
              submitting={create.isPending || update.isPending}
              onSubmit={submit}
              onCancel={onCancel}
              onDirtyChange={onDirtyChange}
            />
          )
        }
      </EditDialog>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.alreadyPublished ? `Spara ${noun.one}?` : `Publicera ${noun.one}?`}
        confirmLabel={confirming?.alreadyPublished ? 'Spara ändå' : 'Publicera ändå'}
        color="clinicalTeal.9"
        pending={false}
        onConfirm={() => {
          confirming?.publish();
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      >
        <Text>{confirming?.warning}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={ending !== null}
        title="Avsluta annonsen nu?"
        confirmLabel="Avsluta nu"
        pending={extend.isPending}
        onConfirm={() => {
          // The paid period ends this moment: the database then treats it as any ended ad.
          if (ending)
            extend.mutate(
              { id: ending.id, expiresAt: new Date().toISOString() },
              { onSettled: () => setEnding(null) },
            );
        }}
        onClose={() => setEnding(null)}
      >
        <Text fw={600}>”{ending?.title}”</Text>
        <Text>{texts.confirmEnd}</Text>
      </ConfirmDialog>
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
        {/* The spec's question as written, then which one it is about. */}
        <Text>{texts.confirmDelete}</Text>
        <Text fw={600}>”{deleting?.title}”</Text>
      </ConfirmDialog>
    </AdminListPage>
  );
}
