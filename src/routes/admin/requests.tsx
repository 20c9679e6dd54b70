import { createFileRoute } from '@tanstack/react-router';
import { RequestsAdminPage, requestSearchSchema } from '@/features/admin';

export const Route = createFileRoute('/admin/requests')({
  validateSearch: requestSearchSchema,
  head: () => ({ meta: [{ title: 'Förfrågningar – Administration – Läkarjobb Norden' }] }),
  component: RequestsRoute,
});

function RequestsRoute() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequestsAdminPage
      state={status}
      onStateChange={(next) => void navigate({ search: { status: next }, replace: true })}
    />
  );
}
