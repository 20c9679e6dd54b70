import { createFileRoute } from '@tanstack/react-router';
import { BannersAdminPage, periodSearch } from '@/features/admin';

export const Route = createFileRoute('/admin/banners')({
  head: () => ({ meta: [{ title: 'Banners – Administration – Läkarjobb Norden' }] }),
  validateSearch: periodSearch,
  component: BannersAdminPageRoute,
});

function BannersAdminPageRoute() {
  const { visa } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BannersAdminPage
      filter={visa}
      onFilterChange={(filter) => void navigate({ search: { visa: filter }, replace: true })}
    />
  );
}
