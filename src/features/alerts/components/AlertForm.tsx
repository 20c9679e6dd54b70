// The fields of a Bevakning: its name and how often it e-mails (new and edit alike).
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_NAME_MAX,
  type JobAlertInput,
  jobAlertSchema,
} from '@shared/schemas';
import * as v from 'valibot';

const FREQUENCY_OPTIONS = JOB_ALERT_FREQUENCIES.map((value) => ({
  value,
  label: JOB_ALERT_FREQUENCY_LABELS[value],
}));

type Props = {
  initial: JobAlertInput;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: JobAlertInput) => Promise<void>;
  onCancel: () => void;
};

export function AlertForm({ initial, submitLabel, pending, onSubmit, onCancel }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: initial,
    validate: schemaResolver(jobAlertSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) => onSubmit(v.parse(jobAlertSchema, values)));
  return (
    <form onSubmit={submit} noValidate aria-label="Bevakning">
      <Stack gap="sm">
        <TextInput
          label="Namn på bevakningen"
          description="Till exempel ”Kirurgi i Skåne”"
          maxLength={JOB_ALERT_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label="E-post med nya jobb"
          data={FREQUENCY_OPTIONS}
          {...form.getInputProps('frequency')}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Avbryt
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
