// /admin/statistik: what every job ad and banner got, for the provider (issue 35).
import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '@/lib/ui/Loading';
import { type PeriodDays, StatisticsView } from './StatisticsView';
import { adminStatisticsQueryOptions } from './statisticsQueries';

type Props = { period: PeriodDays; onPeriodChange: (days: PeriodDays) => void };

export function AdminStatisticsPage({ period, onPeriodChange }: Props) {
  const stats = useQuery(adminStatisticsQueryOptions(period));
  return (
    <Stack gap="md">
      <Title order={1}>Statistik</Title>
      {stats.isError && <Alert color="red">Statistiken kunde inte hämtas. Försök igen.</Alert>}
      {stats.data ? (
        <StatisticsView
          stats={stats.data}
          period={period}
          onPeriodChange={onPeriodChange}
          showEmployers
        />
      ) : (
        !stats.isError && <Loading />
      )}
    </Stack>
  );
}
