// The candidate search's filters. They apply on "Sök", which writes them to the URL (shareable,
// and what a saved search stores).
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { LANGUAGES, languageLabel } from '@shared/schemas';
import {
  CANDIDATE_FORMS,
  type CandidateSearch,
  COUNTRIES,
  LANGUAGE_LEVELS,
  parseCandidateSearch,
  REGIONS,
  SPECIALIST_LEVELS,
  SPECIALTIES,
} from '@shared/search';
import { useState } from 'react';
import type { InvitableJob } from './candidateQueries';

const none = (label: string) => [{ value: '', label }];
const SPECIALTY_OPTIONS = [
  ...none('Alla'),
  ...SPECIALTIES.map(({ value, label }) => ({ value, label })),
];
const GRADE_OPTIONS = [
  ...none('Alla'),
  ...SPECIALIST_LEVELS.map(({ value, label }) => ({ value, label })),
];
const LANGUAGE_OPTIONS = [
  ...none('Inget krav'),
  ...LANGUAGES.map((value) => ({ value, label: languageLabel(value) })),
];
const LEVEL_OPTIONS = [
  ...none('Vilken nivå som helst'),
  ...LANGUAGE_LEVELS.map((value) => ({ value, label: value })),
];
const COUNTRY_OPTIONS = [
  ...none('Alla'),
  ...COUNTRIES.map(({ value, label }) => ({ value, label })),
];
const FORM_OPTIONS = [
  ...none('Alla'),
  ...CANDIDATE_FORMS.map(({ value, label }) => ({ value, label })),
];

type Props = {
  search: CandidateSearch;
  jobs: readonly InvitableJob[];
  onSearch: (search: CandidateSearch) => void;
};

export function CandidateFilters({ search, jobs, onSearch }: Props) {
  const [draft, setDraft] = useState<Record<string, unknown>>({ ...search });
  const set = (key: keyof CandidateSearch) => (value: unknown) =>
    setDraft((current) => ({ ...current, [key]: value === '' ? undefined : value }));
  const text = (key: keyof CandidateSearch) => ({
    value: typeof draft[key] === 'string' ? (draft[key] as string) : '',
    onChange: (event: { currentTarget: { value: string } }) => set(key)(event.currentTarget.value),
  });
  const regions = draft.land ? REGIONS[draft.land as keyof typeof REGIONS] : [];
  return (
    <form
      aria-label="Sök kandidater"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(parseCandidateSearch(draft));
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <NativeSelect label="Specialitet" data={SPECIALTY_OPTIONS} {...text('specialitet')} />
          <NativeSelect label="Nivå" data={GRADE_OPTIONS} {...text('niva')} />
          <NativeSelect label="Anställningsform" data={FORM_OPTIONS} {...text('form')} />
          <NativeSelect label="Språk" data={LANGUAGE_OPTIONS} {...text('sprak')} />
          <NativeSelect label="Lägsta språknivå" data={LEVEL_OPTIONS} {...text('sprakniva')} />
          <TextInput label="Fritext i sammanfattningen" {...text('fritext')} />
          <TextInput label="Tillgänglig från" type="date" {...text('fran')} />
          <TextInput label="Tillgänglig till" type="date" {...text('till')} />
          <NativeSelect
            label="Vill arbeta i land"
            data={COUNTRY_OPTIONS}
            {...text('land')}
            onChange={(event) =>
              setDraft((current) => ({
                ...current,
                land: event.currentTarget.value || undefined,
                region: undefined,
              }))
            }
          />
          <NativeSelect
            label="Region"
            data={[...none('Hela landet'), ...regions.map((value) => ({ value, label: value }))]}
            disabled={!draft.land}
            {...text('region')}
          />
        </SimpleGrid>
        <Fieldset legend="Legitimation i" variant="unstyled">
          <Group gap="lg">
            <Checkbox.Group
              value={(draft.legitimation as string[] | undefined) ?? []}
              onChange={(value) => set('legitimation')(value.length ? value : undefined)}
              aria-label="Legitimation i"
            >
              <Group gap="md">
                {COUNTRIES.map(({ value, label }) => (
                  <Checkbox key={value} value={value} label={label} />
                ))}
              </Group>
            </Checkbox.Group>
            <Checkbox
              label="Även ansökan pågår"
              checked={draft.pagaende === true}
              onChange={(event) => set('pagaende')(event.currentTarget.checked || undefined)}
            />
          </Group>
        </Fieldset>
        <NativeSelect
          label="Jämför med annons"
          description="Varje träff visar vad som saknas mot annonsens krav; inbjudningar gäller den här annonsen."
          data={[
            ...none('Ingen annons'),
            ...jobs.map((job) => ({ value: job.id, label: `${job.title} – ${job.employer_name}` })),
          ]}
          {...text('jobb')}
        />
        <Group>
          <Button type="submit">Sök</Button>
          <Button variant="default" onClick={() => onSearch({})}>
            Rensa
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
