import { createFileRoute } from '@tanstack/react-router';
import { EmployerReportPage, statisticsChoice } from '@/features/statistics';

export const Route = createFileRoute('/rapport/$token')({
  validateSearch: statisticsChoice,
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
  const choice = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EmployerReportPage
      token={token}
      choice={choice}
      onChoiceChange={(search) => void navigate({ search, replace: true })}
    />
  );
}
