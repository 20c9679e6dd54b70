import { createFileRoute } from '@tanstack/react-router';
import { EmployerReportPage, PERIODS, type PeriodDays } from '@/features/statistics';

const DEFAULT_PERIOD: PeriodDays = 30;

export const Route = createFileRoute('/rapport/$token')({
  validateSearch: (search: Record<string, unknown>): { dagar: PeriodDays } => ({
    dagar: PERIODS.find((days) => days === Number(search.dagar)) ?? DEFAULT_PERIOD,
  }),
  head: () => ({
    meta: [
      { title: 'Annonsstatistik – Läkarjobb Norden' },
      // The link is a secret: never indexed, never sent on as a referrer.
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ReportRoute,
});

function ReportRoute() {
  const { token } = Route.useParams();
  const { dagar } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EmployerReportPage
      token={token}
      period={dagar}
      onPeriodChange={(days) => void navigate({ search: { dagar: days }, replace: true })}
    />
  );
}
