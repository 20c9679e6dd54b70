// The job form's terms: Omfattning, an assignment's periods, on-call
// duty and rate, the dates, travel and housing, and the requirements a doctor checks against.
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  COUNTRIES,
  CURRENCIES,
  LANGUAGE_LEVELS,
  LANGUAGE_VALUES,
  ON_CALL,
  PAY_UNITS,
  payLabel,
  SPECIALIST_LEVELS,
  WORKING_HOURS,
} from '@shared/search';
import { JobPeriodsFields } from './JobPeriodsFields';
import type { JobFormApi } from './jobFormValues';

const options = (list: readonly { value: string; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));

export function JobTermsFields({ form }: { form: JobFormApi }) {
  const languages = form.values.languages;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Omfattning"
          placeholder="Ej angivet"
          data={options(WORKING_HOURS)}
          clearable
          {...form.getInputProps('working_hours_type')}
        />
        <Select
          label="Jour"
          placeholder="Ej angivet"
          data={options(ON_CALL)}
          clearable
          {...form.getInputProps('on_call')}
        />
        <NumberInput
          label="Omfattning (%)"
          description="Vid deltid, valfritt"
          min={1}
          max={100}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps('scope_percent')}
        />
        <TextInput label="Tillträde" type="date" {...form.getInputProps('start_date')} />
        <NumberInput
          label={payLabel(form.values.pay_unit)}
          description="Valfritt, hela belopp i vald valuta"
          min={0}
          allowDecimal={false}
          clampBehavior="none"
          thousandSeparator=" "
          {...form.getInputProps('pay_amount')}
        />
        <Select
          label="Lön per"
          data={options(PAY_UNITS)}
          allowDeselect={false}
          {...form.getInputProps('pay_unit')}
        />
        <Select
          label="Valuta"
          data={options(CURRENCIES)}
          allowDeselect={false}
          {...form.getInputProps('salary_currency')}
        />
        <TextInput
          label="Sista ansökningsdag"
          description="Annonsen stängs när dagen är slut"
          type="date"
          {...form.getInputProps('apply_by')}
        />
        <Checkbox
          label="Resa ingår"
          {...form.getInputProps('travel_provided', { type: 'checkbox' })}
        />
        <Checkbox
          label="Boende ingår"
          {...form.getInputProps('housing_provided', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <JobPeriodsFields form={form} />
      <Fieldset legend="Krav">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label="Legitimation i"
              placeholder="Välj land"
              data={options(COUNTRIES)}
              {...form.getInputProps('licence_countries')}
            />
            <Select
              label="Specialistkompetens"
              description="I annonsens specialitet"
              placeholder="Inget krav"
              data={options(SPECIALIST_LEVELS)}
              clearable
              {...form.getInputProps('specialist_level')}
            />
          </SimpleGrid>
          {languages.map((_, index) => (
            // The rows have no identity but their place; removing one re-renders the rest.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} align="flex-end" wrap="nowrap">
              <Select
                label={`Språk ${index + 1}`}
                data={[...LANGUAGE_VALUES]}
                allowDeselect={false}
                {...form.getInputProps(`languages.${index}.language`)}
              />
              <Select
                label="Nivå"
                data={[...LANGUAGE_LEVELS]}
                allowDeselect={false}
                w={90}
                {...form.getInputProps(`languages.${index}.level`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Ta bort språk ${index + 1}`}
                onClick={() => form.removeListItem('languages', index)}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            disabled={languages.length >= 6}
            onClick={() => form.insertListItem('languages', { language: 'svenska', level: 'C1' })}
          >
            Lägg till språkkrav
          </Button>
        </Stack>
      </Fieldset>
    </>
  );
}
