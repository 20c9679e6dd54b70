// /employers: the 50 static employer cards with a search box on name and location, each with its
// open positions counted from the published jobs (the list behind its "Se lediga jobb").

import { Container, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { jobCountsByEmployer, type SearchableJob } from '@shared/search';
import { useMemo, useState } from 'react';
import { employers } from '@/content/employers';
import { EmployerCard } from './EmployerCard';
import { searchEmployers } from './searchEmployers';

interface EmployerDirectoryProps {
  /** The published jobs (the /jobs list's); undefined while they load. */
  jobs: readonly SearchableJob[] | undefined;
  initialQuery: string;
  /** Called on every change, e.g. to mirror the query in the URL. */
  onQueryChange: (query: string) => void;
}

export function EmployerDirectory({ jobs, initialQuery, onQueryChange }: EmployerDirectoryProps) {
  // Local state keeps typing instant; the URL only mirrors it.
  const [query, setQuery] = useState(initialQuery);
  const jobCount = useMemo(() => jobs && jobCountsByEmployer(jobs), [jobs]);
  const shown = searchEmployers(employers, query);
  return (
    <Container size="lg" py={{ base: 32, md: 48 }}>
      <Stack gap="lg">
        <search>
          <TextInput
            label="Sök arbetsgivare"
            description="Sök på namn eller ort"
            placeholder="t.ex. Umeå eller Vårdcentral"
            type="search"
            size="md"
            maw={520}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              onQueryChange(event.currentTarget.value);
            }}
          />
        </search>
        <Text c="gray.7" aria-live="polite">
          {shown.length === employers.length
            ? `${employers.length} arbetsgivare`
            : `Visar ${shown.length} av ${employers.length} arbetsgivare`}
        </Text>
        {shown.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {shown.map((employer) => (
              <EmployerCard
                key={employer.id}
                employer={employer}
                openPositions={jobCount?.(employer.name)}
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text py="xl" ta="center" c="gray.8">
            Inga arbetsgivare matchar din sökning. Prova ett annat namn eller en annan ort.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
