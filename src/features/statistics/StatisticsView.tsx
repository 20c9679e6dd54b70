// The statistics of job ads and banners (issue 35), shared by the back office (/admin/statistik,
// every employer) and the employer's report (/rapport/<token>, that employer's ads only): the
// period, one ad or all, key figures, a chart by day and one by source, a table per ad and, for
// the back office, the employers' totals; CSV export of the figures on screen.
import '@mantine/charts/styles.layer.css';
// The charts' legends and tooltips mark each series with Mantine's ColorSwatch.
import '@mantine/core/styles/ColorSwatch.layer.css';
import { BarChart } from '@mantine/charts';
import { Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { AD_EVENT_LABELS, BANNER_EVENTS, JOB_EVENTS } from '@shared/schemas/ad-event-names';
import { useState } from 'react';
import { downloadText, toCsv } from '@/lib/csv';
import { PERIODS, type PeriodDays } from './periods';
import { ScrollRegion } from './ScrollRegion';
import {
  type AdStatistics,
  type AdTotals,
  CSV_HEADER,
  clickThrough,
  conversion,
  csvRows,
  dailySeries,
  employerTotals,
  formatRate,
  type StatisticsAd,
  sourceSeries,
  totalsOf,
} from './statisticsModel';

type Props = {
  stats: AdStatistics;
  period: PeriodDays;
  onPeriodChange: (days: PeriodDays) => void;
  /** The back office sees every employer's sums. */
  showEmployers?: boolean;
};

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'yellow.7'];
const seriesOf = (events: readonly string[]) =>
  events.map((name, i) => ({ name, color: COLORS[i % COLORS.length] ?? 'blue.6' }));

function KeyFigure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder padding="sm">
      <Text fz="xs" c="gray.7">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

function KeyFigures({ ad, totals }: { ad?: StatisticsAd; totals: AdTotals }) {
  const ctr = ad ? clickThrough(ad, totals) : null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <KeyFigure label="Visningar" value={totals.impressions} />
      <KeyFigure label="Sidvisningar" value={totals.views} />
      <KeyFigure label="Unika besökare" value={totals.visitors} />
      <KeyFigure label="Klick" value={totals.clicks} />
      {ad && <KeyFigure label="Klickfrekvens (CTR)" value={formatRate(ctr)} />}
      <KeyFigure label="”Ansök nu” öppnad" value={totals.applyOpens} />
      <KeyFigure label="Ansökningar" value={totals.applications} />
      <KeyFigure label="Konvertering" value={formatRate(conversion(totals))} />
    </SimpleGrid>
  );
}

/** Any event, visitor or application in the period. */
const hasFigures = (t: AdTotals) => Object.values(t).some((n) => n > 0);

function AdTable({ stats, onlyActive }: { stats: AdStatistics; onlyActive: boolean }) {
  return (
    <ScrollRegion minWidth={720}>
      <Table striped aria-label="Per annons">
        <Table.Thead>
          <Table.Tr>
            {[
              'Annons',
              'Typ',
              'Arbetsgivare',
              'Visningar',
              'Sidvisningar / klick',
              'Unika besökare',
              'CTR',
              '”Ansök nu”',
              'Ansökningar',
              'Konvertering',
            ].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.ads.map((ad) => {
            const t = totalsOf(stats, { adId: ad.id });
            if (onlyActive && !hasFigures(t)) return null;
            return (
              <Table.Tr key={ad.id}>
                <Table.Td>{ad.title}</Table.Td>
                <Table.Td>{ad.kind === 'job' ? 'Jobb' : 'Banner'}</Table.Td>
                <Table.Td>{ad.employer_name}</Table.Td>
                <Table.Td>{t.impressions}</Table.Td>
                <Table.Td>{ad.kind === 'job' ? t.views : t.clicks}</Table.Td>
                <Table.Td>{t.visitors}</Table.Td>
                <Table.Td>{formatRate(clickThrough(ad, t))}</Table.Td>
                <Table.Td>{ad.kind === 'job' ? t.applyOpens : '–'}</Table.Td>
                <Table.Td>{ad.kind === 'job' ? t.applications : '–'}</Table.Td>
                <Table.Td>{ad.kind === 'job' ? formatRate(conversion(t)) : '–'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function SourceTable({
  rows,
  events,
}: {
  rows: Record<string, string | number>[];
  events: string[];
}) {
  return (
    <ScrollRegion minWidth={560}>
      <Table aria-label="Per källa">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Källa</Table.Th>
            {events.map((e) => (
              <Table.Th key={e}>{e}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={String(row.source)}>
              <Table.Th scope="row">{row.source}</Table.Th>
              {events.map((e) => (
                <Table.Td key={e}>{row[e]}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function EmployerTable({ stats }: { stats: AdStatistics }) {
  return (
    <ScrollRegion minWidth={560}>
      <Table striped aria-label="Per arbetsgivare">
        <Table.Thead>
          <Table.Tr>
            {[
              'Arbetsgivare',
              'Visningar',
              'Sidvisningar',
              'Klick',
              'Unika besökare',
              'Ansökningar',
            ].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employerTotals(stats)
            .filter(({ totals }) => hasFigures(totals))
            .map(({ employer, totals }) => (
              <Table.Tr key={employer}>
                <Table.Td>{employer}</Table.Td>
                <Table.Td>{totals.impressions}</Table.Td>
                <Table.Td>{totals.views}</Table.Td>
                <Table.Td>{totals.clicks}</Table.Td>
                <Table.Td>{totals.visitors}</Table.Td>
                <Table.Td>{totals.applications}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

export function StatisticsView({ stats, period, onPeriodChange, showEmployers }: Props) {
  const [adId, setAdId] = useState<string | null>(null);
  const ad = stats.ads.find((a) => a.id === adId);
  const eventNames = (
    ad?.kind === 'banner' ? BANNER_EVENTS : ad ? JOB_EVENTS : [...JOB_EVENTS, ...BANNER_EVENTS]
  ) as readonly (keyof typeof AD_EVENT_LABELS)[];
  const labels = eventNames.map((e) => AD_EVENT_LABELS[e]);
  const bySource = sourceSeries(stats, eventNames, ad?.id);
  const exportCsv = () =>
    downloadText(`statistik-${stats.from}-${stats.to}.csv`, toCsv(CSV_HEADER, csvRows(stats)));

  return (
    <Stack gap="lg">
      <Group align="end" wrap="wrap">
        <Select
          label="Period"
          value={String(period)}
          onChange={(value) => value && onPeriodChange(Number(value) as PeriodDays)}
          data={PERIODS.map((d) => ({ value: String(d), label: `Senaste ${d} dagarna` }))}
          allowDeselect={false}
        />
        <Select
          label="Annons"
          value={adId ?? ''}
          onChange={(value) => setAdId(value || null)}
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
      <Text fz="sm" c="gray.7">{`${stats.from} – ${stats.to}`}</Text>
      <KeyFigures ad={ad} totals={totalsOf(stats, { adId: ad?.id })} />
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Per dag
        </Title>
        <BarChart
          h={260}
          data={dailySeries(stats, eventNames, ad?.id)}
          dataKey="day"
          series={seriesOf(labels)}
          type="stacked"
          withLegend
          tickLine="y"
        />
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Per källa
        </Title>
        <BarChart h={220} data={bySource} dataKey="source" series={seriesOf(labels)} withLegend />
        <SourceTable rows={bySource} events={labels} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Per annons
        </Title>
        {/* The back office lists the ads that got anything; an employer sees all of theirs. */}
        <AdTable stats={stats} onlyActive={!!showEmployers} />
      </Stack>
      {showEmployers && (
        <Stack gap="xs">
          <Title order={2} fz="h4">
            Per arbetsgivare
          </Title>
          <EmployerTable stats={stats} />
        </Stack>
      )}
    </Stack>
  );
}
