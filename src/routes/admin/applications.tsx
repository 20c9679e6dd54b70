import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsAdminPage, applicationSearchSchema } from '@/features/admin';

export const Route = createFileRoute('/admin/applications')({
  validateSearch: applicationSearchSchema,
  head: () => ({ meta: [{ title: 'Ansökningar – Administration – Läkarjobb Norden' }] }),
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  const { jobb, status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ApplicationsAdminPage
      filters={{ jobId: jobb, status }}
      onFiltersChange={(filters) =>
        void navigate({ search: { jobb: filters.jobId, status: filters.status }, replace: true })
      }
    />
  );
}
