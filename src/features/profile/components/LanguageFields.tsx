// Languages with a CEFR level (A1–C2) or a named proof (Svenska 3, Bergenstesten, Prøve i Dansk 3…).
import { Button, CloseButton, Fieldset, Group, NativeSelect, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CEFR_LEVELS, LANGUAGE_PROOFS, LANGUAGES } from '@shared/schemas';
import type { ProfessionalFormValues } from '../professionalForm';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: language.charAt(0).toUpperCase() + language.slice(1),
}));
const LEVEL_OPTIONS = [{ value: '', label: 'Ingen nivå' }, ...CEFR_LEVELS];
const PROOF_OPTIONS = [{ value: '', label: 'Inget bevis' }, ...LANGUAGE_PROOFS];

export function LanguageFields({ form }: { form: UseFormReturnType<ProfessionalFormValues> }) {
  const languages = form.getValues().languages;
  return (
    <Fieldset legend="Språk" variant="unstyled">
      <Text fz="sm" c="gray.7" mb="xs">
        Ange nivå enligt GERS (A1–C2) eller ett språkbevis. Sverige kräver oftast C1 eller Svenska
        3, Norge B2 och Danmark Prøve i Dansk 3.
      </Text>
      {languages.map((item, index) => (
        // The row's position is its identity: the list only grows at the end or loses a row.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} align="flex-end" gap="xs" mb="xs">
          <NativeSelect
            style={{ flex: '1 1 7rem' }}
            label="Språk"
            data={LANGUAGE_OPTIONS}
            {...form.getInputProps(`languages.${index}.language`)}
          />
          <NativeSelect
            style={{ flex: '1 1 7rem' }}
            label="Nivå"
            data={LEVEL_OPTIONS}
            {...form.getInputProps(`languages.${index}.level`)}
          />
          <NativeSelect
            style={{ flex: '1 1 7rem' }}
            label="Språkbevis"
            data={PROOF_OPTIONS}
            {...form.getInputProps(`languages.${index}.proof`)}
          />
          <CloseButton
            aria-label={`Ta bort ${item.language}`}
            mb={6}
            onClick={() => form.removeListItem('languages', index)}
          />
        </Group>
      ))}
      {languages.length < 8 && (
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            form.insertListItem('languages', {
              language: languages.some((l) => l.language === 'svenska') ? 'engelska' : 'svenska',
              level: '',
              proof: '',
            })
          }
        >
          Lägg till språk
        </Button>
      )}
    </Fieldset>
  );
}
