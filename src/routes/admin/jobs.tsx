import { createFileRoute } from '@tanstack/react-router';
import { JobsAdminPage, jobsSearch } from '@/features/admin';

export const Route = createFileRoute('/admin/jobs')({
  head: () => ({ meta: [{ title: 'Jobb – Administration – Läkarjobb Norden' }] }),
  validateSearch: jobsSearch,
  component: JobsAdminPageRoute,
});

function JobsAdminPageRoute() {
  const { visa, forfragan, redigera } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <JobsAdminPage
      filter={visa}
      onFilterChange={(filter) => void navigate({ search: { visa: filter }, replace: true })}
      dialog={{ forfragan, redigera }}
      onDialogClose={() => void navigate({ search: { visa }, replace: true })}
    />
  );
}
