// The create/edit dialog's form for a job ad (spec §5 plus salary, benefits, e-mail and expiry).
import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type AdminJob,
  adminJobSchema,
  JOB_SECTORS,
  JOB_TYPES,
  JOB_VISIBLE_DAYS,
} from '@shared/schemas/admin-job.ts';
import * as v from 'valibot';
import { DialogActions, StatusSelect } from '../content/formParts';
import type { PublishableFormProps } from '../content/PublishableAdminPage';
import { type JobFormValues, jobColumns, jobFormValues } from './jobFormValues';

export function JobForm({ row, submitting, onSubmit, onCancel }: PublishableFormProps<'jobs'>) {
  const form = useForm<JobFormValues, AdminJob>({
    initialValues: jobFormValues(row),
    validate: schemaResolver(adminJobSchema, { sync: true }),
    transformValues: (values) => v.parse(adminJobSchema, values),
  });

  return (
    <form onSubmit={form.onSubmit((job) => onSubmit(jobColumns(job)))} noValidate>
      <Stack gap="sm">
        <TextInput label="Titel" withAsterisk {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Arbetsgivare" withAsterisk {...form.getInputProps('employer_name')} />
          <TextInput label="Plats" withAsterisk {...form.getInputProps('location')} />
          <Select
            label="Anställningsform"
            placeholder="Välj (valfritt)"
            data={JOB_TYPES}
            clearable
            {...form.getInputProps('job_type')}
          />
          <Select
            label="Sektor"
            placeholder="Välj (valfritt)"
            data={JOB_SECTORS}
            clearable
            {...form.getInputProps('sector')}
          />
        </SimpleGrid>
        <Textarea
          label="Beskrivning"
          withAsterisk
          autosize
          minRows={4}
          {...form.getInputProps('description')}
        />
        <Textarea
          label="Krav"
          description="Ett krav per rad"
          autosize
          minRows={3}
          {...form.getInputProps('requirements')}
        />
        <Textarea
          label="Förmåner"
          description="En förmån per rad"
          autosize
          minRows={3}
          {...form.getInputProps('benefits')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Månadslön (kr)"
            description="Valfritt, hela kronor"
            min={0}
            step={1000}
            allowDecimal={false}
            clampBehavior="none"
            thousandSeparator=" "
            {...form.getInputProps('salary_monthly')}
          />
          <TextInput
            label="Arbetsgivarens e-post"
            description="Valfritt, får ansökningar"
            type="email"
            {...form.getInputProps('employer_email')}
          />
          <TextInput
            label="Sista publiceringsdag"
            description={`Tom: ${JOB_VISIBLE_DAYS} dagar efter publicering`}
            type="date"
            {...form.getInputProps('expires_on')}
          />
          <StatusSelect inputProps={form.getInputProps('status')} />
        </SimpleGrid>
        <DialogActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
