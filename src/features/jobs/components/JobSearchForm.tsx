// The search banner of /jobs: keyword, location, sector and job type; Filter applies them.
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { compactSearch, type JobSearch } from '../jobSearch';
import { JOB_TYPES, SECTOR_LABELS, SECTORS } from '../jobTypes';

const SECTOR_OPTIONS = [
  { value: '', label: 'Alla sektorer' },
  ...SECTORS.map((sector) => ({ value: sector, label: SECTOR_LABELS[sector] })),
];
const JOB_TYPE_OPTIONS = [
  { value: '', label: 'Alla anställningsformer' },
  ...JOB_TYPES.map((type) => ({ value: type, label: type })),
];

type Props = { search: JobSearch; onSearch: (search: JobSearch) => void };

/** Remount with `key` when the URL changes so the inputs show the filters in effect. */
export function JobSearchForm({ search, onSearch }: Props) {
  const [q, setQ] = useState(search.q ?? '');
  const [plats, setPlats] = useState(search.plats ?? '');
  const [sektor, setSektor] = useState<string>(search.sektor ?? '');
  const [typ, setTyp] = useState<string>(search.typ ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(
      compactSearch({
        q: q.trim(),
        plats: plats.trim(),
        sektor: (sektor || undefined) as JobSearch['sektor'],
        typ: (typ || undefined) as JobSearch['typ'],
      }),
    );
  };

  return (
    <search>
      <form aria-label="Sök jobb" onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TextInput
            label="Sökord"
            placeholder="Titel, arbetsgivare, specialitet"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
          <TextInput
            label="Plats"
            placeholder="Stad eller land"
            value={plats}
            onChange={(event) => setPlats(event.currentTarget.value)}
          />
          <NativeSelect
            label="Sektor"
            data={SECTOR_OPTIONS}
            value={sektor}
            onChange={(event) => setSektor(event.currentTarget.value)}
          />
          <NativeSelect
            label="Anställningsform"
            data={JOB_TYPE_OPTIONS}
            value={typ}
            onChange={(event) => setTyp(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group mt="md" gap="sm">
          <Button type="submit">Filter</Button>
          {Object.keys(compactSearch(search)).length > 0 && (
            <Button variant="subtle" onClick={() => onSearch({})}>
              Rensa filter
            </Button>
          )}
        </Group>
      </form>
    </search>
  );
}
