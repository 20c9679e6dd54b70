// The statistics of job ads and banners, shared by the back office (/admin/statistik,
// every employer) and the employer's report (/rapport/<token>, that employer's ads only): the
// period, one ad or all (both kept in the URL), key figures, a chart by day and one by source, a
// table per ad and, for the back office, the employers' totals; CSV export of the figures on
// screen. Choosing an ad narrows everything on the page, the export included.
import '@mantine/charts/styles.layer.css';
// The charts' legends and tooltips mark each series with Mantine's ColorSwatch.
import '@mantine/core/styles/ColorSwatch.layer.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  AD_EVENT_LABELS,
  type AdEvent,
  BANNER_EVENTS,
  JOB_EVENTS,
} from '@shared/schemas/ad-event-names';
import { downloadText, toCsv } from '@/lib/csv';
import { COUNTING_RULE, KeyFigures } from './KeyFigures';
import { PERIODS, type PeriodDays, type StatisticsChoice } from './periods';
import { AdTable, EmployerTable, SourceTable } from './StatisticsTables';
import {
  type AdStatistics,
  CSV_HEADER,
  csvRows,
  dailySeries,
  daysOf,
  formatCount,
  onlyAd,
  sourceSeries,
  totalsOf,
} from './statisticsModel';

type Props = {
  stats: AdStatistics;
  choice: StatisticsChoice;
  onChoiceChange: (choice: StatisticsChoice) => void;
  /** The back office sees every employer's sums. */
  showEmployers?: boolean;
};

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'yellow.7'];
const seriesOf = (events: readonly string[]) =>
  events.map((name, i) => ({ name, color: COLORS[i % COLORS.length] ?? 'blue.6' }));

// Counts are whole numbers: no fractions on the axis, Swedish digits on it and in the tooltip.
const countAxis = {
  yAxisProps: { allowDecimals: false, tickFormatter: formatCount },
  valueFormatter: formatCount,
};

export function StatisticsView({ stats, choice, onChoiceChange, showEmployers }: Props) {
  const ad = stats.ads.find((a) => a.id === choice.annons);
  const shown = onlyAd(stats, ad?.id);
  const events: readonly AdEvent[] =
    ad?.kind === 'banner' ? BANNER_EVENTS : ad ? JOB_EVENTS : [...JOB_EVENTS, ...BANNER_EVENTS];
  const labels = events.map((e) => AD_EVENT_LABELS[e]);
  const bySource = sourceSeries(shown, events);
  const exportCsv = () =>
    downloadText(`statistik-${stats.from}-${stats.to}.csv`, toCsv(CSV_HEADER, csvRows(shown)));

  return (
    <Stack gap="lg">
      <Group align="end" wrap="wrap">
        <Select
          label="Period"
          value={String(choice.dagar)}
          onChange={(value) =>
            value && onChoiceChange({ ...choice, dagar: Number(value) as PeriodDays })
          }
          data={PERIODS.map((d) => ({ value: String(d), label: `Senaste ${d} dagarna` }))}
          allowDeselect={false}
        />
        <Select
          label="Annons"
          value={ad?.id ?? ''}
          onChange={(value) =>
            onChoiceChange({ dagar: choice.dagar, ...(value && { annons: value }) })
          }
          data={[
            { value: '', label: 'Alla annonser' },
            ...stats.ads.map((a) => ({
              value: a.id,
              label: `${a.title} (${a.kind === 'job' ? 'jobb' : 'banner'})`,
            })),
          ]}
          searchable
          allowDeselect={false}
          w={{ base: '100%', sm: 360 }}
        />
        <Button variant="default" onClick={exportCsv}>
          Exportera CSV
        </Button>
      </Group>
      <Text fz="sm" c="gray.7">
        {`${stats.from} – ${stats.to}. ${COUNTING_RULE}`}
      </Text>
      <KeyFigures ad={ad} totals={totalsOf(shown)} />
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Per dag
        </Title>
        <LineChart
          h={260}
          data={dailySeries(shown, events)}
          dataKey="day"
          series={seriesOf(labels)}
          withLegend
          withDots={daysOf(stats).length <= 31}
          curveType="linear"
          tickLine="y"
          {...countAxis}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Per källa
        </Title>
        <BarChart
          h={220}
          data={bySource}
          dataKey="source"
          series={seriesOf(labels)}
          withLegend
          {...countAxis}
        />
        <SourceTable rows={bySource} events={labels} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Per annons
        </Title>
        {/* The back office lists the ads that got anything; an employer sees all of theirs. */}
        <AdTable stats={shown} onlyActive={!!showEmployers} />
      </Stack>
      {showEmployers && (
        <Stack gap="xs">
          <Title order={2} fz="h4">
            Per arbetsgivare
          </Title>
          <EmployerTable stats={shown} />
        </Stack>
      )}
    </Stack>
  );
}
