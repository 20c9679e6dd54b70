// A job's or banner's buttons in the management list: edit, delete, extend the paid period,
// publish a draft, end a running ad now. Each names its ad for a screen reader.
import { Button, Group } from '@mantine/core';
import { ExtendButton, isPublic } from './paidPeriod';
import type { PublishableRow, PublishableTable } from './publishableQueries';
import type { RowUpdate } from './publishableTypes';

type Props<T extends PublishableTable> = {
  row: PublishableRow<T>;
  onEdit: () => void;
  onDelete: () => void;
  onEnd: () => void;
  onPublish: () => void;
  /** This row is being published. */
  publishing: boolean;
  update: RowUpdate;
};

export function RowActions<T extends PublishableTable>({
  row,
  onEdit,
  onDelete,
  onEnd,
  onPublish,
  publishing,
  update,
}: Props<T>) {
  return (
    // The buttons wrap onto a second line rather than widen the table past the page.
    <Group gap={6} miw={150}>
      <Button
        size="compact-sm"
        variant="default"
        onClick={onEdit}
        aria-label={`Redigera ${row.title}`}
      >
        Redigera
      </Button>
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        onClick={onDelete}
        aria-label={`Radera ${row.title}`}
      >
        Radera
      </Button>
      <ExtendButton row={row} update={update} />
      {row.status !== 'published' && (
        <Button
          size="compact-sm"
          onClick={onPublish}
          loading={publishing}
          aria-label={`Publicera ${row.title}`}
        >
          Publicera
        </Button>
      )}
      {isPublic(row) && (
        <Button
          size="compact-sm"
          variant="default"
          onClick={onEnd}
          aria-label={`Avsluta nu: ${row.title}`}
        >
          Avsluta nu
        </Button>
      )}
    </Group>
  );
}
