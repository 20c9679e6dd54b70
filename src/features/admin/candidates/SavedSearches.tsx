// Saved candidate searches (candidate_searches, admins only): save the one on screen, open or
// delete one.
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CandidateSearch } from '@shared/search';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { savedSearchesQueryOptions, useDeleteSearch, useSaveSearch } from './candidateQueries';

export function SavedSearches({
  search,
  onOpen,
}: {
  search: CandidateSearch;
  onOpen: (search: CandidateSearch) => void;
}) {
  const saved = useQuery(savedSearchesQueryOptions());
  const save = useSaveSearch();
  const remove = useDeleteSearch();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="sparade-sokningar">
      <Title order={2} fz="h4" id="sparade-sokningar">
        Sparade sökningar
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') return setError('Ge sökningen ett namn');
          setError(null);
          save.mutate({ name: name.trim(), search }, { onSuccess: () => setName('') });
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Namn på sökningen"
            value={name}
            maxLength={100}
            error={error}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" variant="default" loading={save.isPending}>
            Spara sökning
          </Button>
        </Group>
      </form>
      {saved.data?.length === 0 && <Text c="dimmed">Inga sparade sökningar.</Text>}
      {saved.data?.map((entry) => (
        <Group key={entry.id} gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => onOpen(entry.search)}>
            {entry.name}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            aria-label={`Ta bort ${entry.name}`}
            onClick={() => remove.mutate(entry.id)}
          >
            Ta bort
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
