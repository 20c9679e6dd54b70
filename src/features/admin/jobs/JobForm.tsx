// The create/edit dialog's form for a job ad (spec §5 plus salary, benefits, e-mail and expiry;
// specialty, country, region and currency from the search model's lists; the
// terms in JobTermsFields).
import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type AdminJob,
  adminJobSchema,
  JOB_TEXT_GROUPS,
  JOB_VISIBLE_DAYS,
} from '@shared/schemas/admin-job.ts';
import {
  COUNTRIES,
  countryOf,
  currencyOfCountry,
  EMPLOYMENT_FORMS,
  REGIONS,
  regionCountry,
  SPECIALTIES,
} from '@shared/search';
import * as v from 'valibot';
import { DialogActions, StatusSelect } from '../publishable/formParts';
import type { PublishableFormProps } from '../publishable/publishableTypes';
import { JobTermsFields } from './JobTermsFields';
import { type JobFormValues, jobColumns, jobFormValues } from './jobFormValues';

const SPECIALTY_OPTIONS = SPECIALTIES.map(({ value, label }) => ({ value, label }));
const COUNTRY_OPTIONS = COUNTRIES.map(({ value, label }) => ({ value, label }));
const FORM_OPTIONS = EMPLOYMENT_FORMS.map(({ value, label }) => ({ value, label }));

export function JobForm({
  row,
  draft,
  submitting,
  onSubmit,
  onCancel,
  onDirtyChange,
}: PublishableFormProps<'jobs'>) {
  const form = useForm<JobFormValues, AdminJob>({
    initialValues: jobFormValues(row ?? draft ?? null),
    onValuesChange: () => onDirtyChange(form.isDirty()),
    validate: schemaResolver(adminJobSchema, { sync: true }),
    transformValues: (values) => v.parse(adminJobSchema, values),
  });
  const country = countryOf(form.values.country) ?? COUNTRIES[0];
  // Another country: its currency, and no region of the old one.
  const chooseCountry = (value: string | null) => {
    const next = value ?? 'SE';
    form.setValues({
      country: next,
      salary_currency: currencyOfCountry(next),
      region: regionCountry(form.values.region) === next ? form.values.region : null,
    });
  };

  return (
    <form onSubmit={form.onSubmit((job) => onSubmit(jobColumns(job)))} noValidate>
      <Stack gap="sm">
        <TextInput label="Titel" withAsterisk data-autofocus {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Arbetsgivare" withAsterisk {...form.getInputProps('employer_name')} />
          <TextInput label="Plats" withAsterisk {...form.getInputProps('location')} />
          <Select
            label="Anställningsform"
            placeholder="Välj (valfritt)"
            data={FORM_OPTIONS}
            clearable
            {...form.getInputProps('employment_form')}
          />
          <Select
            label="Specialitet"
            placeholder="Välj (valfritt)"
            data={SPECIALTY_OPTIONS}
            searchable
            clearable
            {...form.getInputProps('specialty')}
          />
          <Select
            label="Land"
            data={COUNTRY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('country')}
            onChange={chooseCountry}
          />
          <Select
            label={country.regionKind}
            placeholder="Välj (valfritt)"
            data={[...REGIONS[country.value]]}
            searchable
            clearable
            {...form.getInputProps('region')}
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
        <JobTermsFields form={form} />
        {Object.entries(JOB_TEXT_GROUPS).map(([column, { legend, parts }]) => (
          <Fieldset key={column} legend={legend}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {parts.map(({ key, label, type }) => (
                <TextInput
                  key={key}
                  label={label}
                  type={type}
                  {...form.getInputProps(`${column}.${key}`)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Arbetsgivarens e-post"
            description="Valfritt, får ansökningar"
            type="email"
            {...form.getInputProps('employer_email')}
          />
          <TextInput
            label="Sista publiceringsdag"
            type="date"
            {...form.getInputProps('expires_on')}
            // A last day to apply is the ad's end (adminJobSchema): the field shows it.
            {...(form.values.apply_by
              ? {
                  value: form.values.apply_by,
                  disabled: true,
                  description: 'Samma som sista ansökningsdag',
                }
              : { description: `Tom: ${JOB_VISIBLE_DAYS} dagar efter publicering` })}
          />
          <StatusSelect inputProps={form.getInputProps('status')} />
        </SimpleGrid>
        <DialogActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
