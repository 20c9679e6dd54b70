// The Sparade jobb page's content. Cards come from the route (it composes the jobs feature's card),
// so this feature does not depend on another feature.
import { Alert, Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { JobRecord, SavedJob } from '@/lib/offline/db';
import { Loading } from '@/lib/ui/Loading';
import { useIsJobStillPublished, useSavedJobs } from './useSavedJobs';

type RenderCard = (job: JobRecord) => ReactNode;

function SavedJobEntry({ saved, renderCard }: { saved: SavedJob; renderCard: RenderCard }) {
  const published = useIsJobStillPublished(saved.jobId);
  return (
    <Stack gap={4}>
      {published === false && (
        <Badge color="gray" variant="light">
          Annonsen är inte längre publicerad
        </Badge>
      )}
      {renderCard(saved.job)}
    </Stack>
  );
}

export function SavedJobsList({ renderCard }: { renderCard: RenderCard }) {
  const saved = useSavedJobs();
  if (!saved) return <Loading />;
  if (saved.length === 0) {
    return (
      <Alert color="gray" variant="light" title="Inga sparade jobb än">
        Tryck på Spara på ett jobb du är intresserad av så hittar du det här, även utan uppkoppling.{' '}
        <Link to="/jobs">Se lediga jobb</Link>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text c="gray.7">
        {saved.length === 1
          ? '1 sparat jobb, tillgängligt även offline.'
          : `${saved.length} sparade jobb, tillgängliga även offline.`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {saved.map((entry) => (
          <SavedJobEntry key={entry.jobId} saved={entry} renderCard={renderCard} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
