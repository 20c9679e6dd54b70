import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { JobCard } from '@/features/jobs';
import { SavedJobsList, SaveJobButton } from '@/features/saved-jobs';
import { PageHeader } from '@/lib/ui/PageHeader';

export const Route = createFileRoute('/saved-jobs')({
  head: () => ({ meta: [{ title: pageTitle('Sparade jobb') }] }),
  component: SavedJobsPage,
});

function SavedJobsPage() {
  return (
    <>
      <PageHeader
        title="Sparade jobb"
        lead="Jobben du har sparat finns på den här enheten och går att läsa även utan uppkoppling. När du är inloggad sparas de på ditt konto och följer med till dina andra enheter."
      />
      <Container size="xl" py="xl">
        <SavedJobsList
          renderCard={(job) => <JobCard job={job} action={<SaveJobButton job={job} onCard />} />}
        />
      </Container>
    </>
  );
}
