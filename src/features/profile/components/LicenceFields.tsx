// Legitimation per country: yes / in progress / no, with the register's number when there is one.
import { Fieldset, Group, NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  LICENCE_COUNTRY_LABELS,
  LICENCE_STATE_LABELS,
  LICENCE_STATES,
  REGISTER_NUMBER_LABELS,
} from '@shared/schemas';
import type { ProfessionalFormValues } from '../professionalForm';

const STATE_OPTIONS = [
  { value: '', label: 'Ej angivet' },
  ...LICENCE_STATES.map((state) => ({ value: state, label: LICENCE_STATE_LABELS[state] })),
];

export function LicenceFields({ form }: { form: UseFormReturnType<ProfessionalFormValues> }) {
  return (
    <Fieldset legend="Legitimation" variant="unstyled">
      {form.getValues().licences.map((licence, index) => (
        // Bottoms aligned: the number's label can take two lines and carries "Valfritt".
        <Group key={licence.country} grow align="flex-end" gap="sm" mb="xs">
          <NativeSelect
            label={`Legitimation i ${LICENCE_COUNTRY_LABELS[licence.country]}`}
            data={STATE_OPTIONS}
            {...form.getInputProps(`licences.${index}.state`)}
          />
          <TextInput
            label={REGISTER_NUMBER_LABELS[licence.country]}
            description="Valfritt"
            {...form.getInputProps(`licences.${index}.registerNumber`)}
          />
        </Group>
      ))}
    </Fieldset>
  );
}
