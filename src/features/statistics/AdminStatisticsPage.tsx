// /admin/statistik: what every job ad and banner got, for the provider.
import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '@/lib/ui/Loading';
import type { StatisticsChoice } from './periods';
import { ReportLinksPanel } from './ReportLinksPanel';
import { StatisticsView } from './StatisticsView';
import { adminStatisticsQueryOptions } from './statisticsQueries';

type Props = { choice: StatisticsChoice; onChoiceChange: (choice: StatisticsChoice) => void };

export function AdminStatisticsPage({ choice, onChoiceChange }: Props) {
  const stats = useQuery(adminStatisticsQueryOptions(choice.dagar));
  return (
    <Stack gap="md">
      <Title order={1}>Statistik</Title>
      {stats.isError && <Alert color="red">Statistiken kunde inte hämtas. Försök igen.</Alert>}
      {stats.data ? (
        <StatisticsView
          stats={stats.data}
          choice={choice}
          onChoiceChange={onChoiceChange}
          showEmployers
        />
      ) : (
        !stats.isError && <Loading />
      )}
      {stats.data && (
        <ReportLinksPanel
          employers={[...new Set(stats.data.ads.map((ad) => ad.employer_name))].sort()}
        />
      )}
    </Stack>
  );
}
