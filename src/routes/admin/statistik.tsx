import { createFileRoute } from '@tanstack/react-router';
import { AdminStatisticsPage, PERIODS, type PeriodDays } from '@/features/statistics';

const DEFAULT_PERIOD: PeriodDays = 30;

export const Route = createFileRoute('/admin/statistik')({
  // ?dagar=7|30|90|365; anything else is the default 30 days.
  validateSearch: (search: Record<string, unknown>): { dagar: PeriodDays } => ({
    dagar: PERIODS.find((days) => days === Number(search.dagar)) ?? DEFAULT_PERIOD,
  }),
  head: () => ({ meta: [{ title: 'Statistik – Administration – Läkarjobb Norden' }] }),
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const { dagar } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminStatisticsPage
      period={dagar}
      onPeriodChange={(days) => void navigate({ search: { dagar: days }, replace: true })}
    />
  );
}
