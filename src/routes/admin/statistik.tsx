import { createFileRoute } from '@tanstack/react-router';
import { AdminStatisticsPage, statisticsChoice } from '@/features/statistics';

export const Route = createFileRoute('/admin/statistik')({
  validateSearch: statisticsChoice,
  head: () => ({ meta: [{ title: 'Statistik – Administration – Läkarjobb Norden' }] }),
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const choice = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminStatisticsPage
      choice={choice}
      onChoiceChange={(search) => void navigate({ search, replace: true })}
    />
  );
}
