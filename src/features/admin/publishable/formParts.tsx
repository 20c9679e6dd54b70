// Fields and buttons every create/edit dialog of the back office shares (jobs, banners).
import { Button, Group, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { STATUS_LABEL } from '../texts';
import classes from './formParts.module.css';

/** The status field's choices: the values the database stores, labelled as the spec shows them. */
const STATUS_OPTIONS = (['draft', 'published'] as const).map((value) => ({
  value,
  label: STATUS_LABEL[value],
}));

/** Utkast / Publicerad; `inputProps` is the form's getInputProps('status'). */
export function StatusSelect({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  return <Select label="Status" data={STATUS_OPTIONS} allowDeselect={false} {...inputProps} />;
}

/** Avbryt and Spara ("Skickar..." while the dialog's request runs), pinned to the dialog's foot. */
export function DialogActions({
  submitting,
  onCancel,
}: {
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" mt="sm" className={classes.actions}>
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Avbryt
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Skickar...' : 'Spara'}
      </Button>
    </Group>
  );
}
