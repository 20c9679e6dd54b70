// An assignment's periods in the job form: a locum ad often lists several stretches of
// weeks. Rows are added and removed; none is "enligt överenskommelse". The schema and the database
// refuse an end before its start and periods that overlap.
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { MAX_PERIODS } from '@shared/search';
import type { JobFormApi } from './jobFormValues';

export function JobPeriodsFields({ form }: { form: JobFormApi }) {
  const periods = form.values.periods;
  const listError = form.errors.periods;
  return (
    <Fieldset legend="Uppdragsperioder">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {periods.length === 0
            ? 'Ingen period: enligt överenskommelse.'
            : 'Tom slutdag: perioden löper vidare.'}
        </Text>
        {periods.map((_, index) => (
          // The rows have no identity but their place; removing one re-renders the rest.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} align="flex-end" wrap="nowrap">
            <TextInput
              label={`Period ${index + 1} från`}
              type="date"
              {...form.getInputProps(`periods.${index}.start`)}
            />
            <TextInput
              label={`Period ${index + 1} till`}
              type="date"
              {...form.getInputProps(`periods.${index}.end`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={`Ta bort period ${index + 1}`}
              onClick={() => form.removeListItem('periods', index)}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        {listError && (
          <Text fz="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          disabled={periods.length >= MAX_PERIODS}
          onClick={() => form.insertListItem('periods', { start: '', end: '' })}
        >
          Lägg till period
        </Button>
      </Stack>
    </Fieldset>
  );
}
