import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { EmployerDirectory, employerSearchSchema } from '@/features/employers';
import { loadPublishedJobs, usePublishedJobs } from '@/features/jobs';
import { PageHeader } from '@/lib/ui/PageHeader';

export const Route = createFileRoute('/employers')({
  validateSearch: employerSearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Arbetsgivare') }] }),
  // The cards count their open positions in the job list's own copy of the published jobs.
  loader: ({ context: { queryClient } }) => loadPublishedJobs(queryClient),
  component: EmployersRoute,
});

function EmployersRoute() {
  const { sok } = Route.useSearch();
  const navigate = Route.useNavigate();
  const jobs = usePublishedJobs();
  return (
    <>
      <PageHeader
        title="Arbetsgivare"
        lead="Vårdgivare i Sverige, Norge och Danmark som rekryterar läkare genom oss."
      />
      <EmployerDirectory
        jobs={jobs.data}
        initialQuery={sok ?? ''}
        // Replace, not push: every keystroke is not a step back in history.
        onQueryChange={(query) =>
          void navigate({ search: { sok: query || undefined }, replace: true })
        }
      />
    </>
  );
}
