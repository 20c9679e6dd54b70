// Languages with a CEFR level (A1–C2) or a named proof (Svenska 3, Bergenstesten, Prøve i Dansk 3…).
import { Button, Divider, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CEFR_LEVELS, LANGUAGE_PROOFS, LANGUAGES, languageLabel } from '@shared/schemas';
import type { ProfessionalFormValues } from '../professionalForm';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: languageLabel(language),
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
        // Each language is its own row, divided from the next, with its own remove button (issue
        // 50: an ✕ beside Språkbevis read as clearing the proof); "Inget bevis" clears the proof.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Stack key={index} gap="xs" mb="sm">
          {index > 0 && <Divider />}
          <Group align="flex-end" gap="xs">
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
          </Group>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            aria-label={`Ta bort språk: ${languageLabel(item.language)}`}
            onClick={() => form.removeListItem('languages', index)}
          >
            Ta bort språk
          </Button>
        </Stack>
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
