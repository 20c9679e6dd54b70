import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { EmployerDirectory, employerSearchSchema } from '@/features/employers';
import { PageHeader } from '@/lib/ui/PageHeader';

export const Route = createFileRoute('/employers')({
  validateSearch: employerSearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Arbetsgivare') }] }),
  component: EmployersRoute,
});

function EmployersRoute() {
  const { sok } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader
        title="Arbetsgivare"
        lead="Vårdgivare i Sverige, Norge och Danmark som rekryterar läkare genom oss."
      />
      <EmployerDirectory
        initialQuery={sok ?? ''}
        // Replace, not push: every keystroke is not a step back in history.
        onQueryChange={(query) =>
          void navigate({ search: { sok: query || undefined }, replace: true })
        }
      />
    </>
  );
}
