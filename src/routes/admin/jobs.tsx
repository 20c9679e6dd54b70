import { createFileRoute } from '@tanstack/react-router';
import { JobsAdminPage, periodSearch } from '@/features/admin';

export const Route = createFileRoute('/admin/jobs')({
  head: () => ({ meta: [{ title: 'Jobb – Administration – Läkarjobb Norden' }] }),
  validateSearch: periodSearch,
  component: JobsAdminPageRoute,
});

function JobsAdminPageRoute() {
  const { visa } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <JobsAdminPage
      filter={visa}
      onFilterChange={(filter) => void navigate({ search: { visa: filter }, replace: true })}
    />
  );
}
