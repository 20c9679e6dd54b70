// The statistics pages' tables: per ad, per source and, for the back office, per employer. A
// figure that does not apply to an ad (a banner has no page views, a job no clicks) shows "–".
import { Table } from '@mantine/core';
import { AD_EVENT_LABELS } from '@shared/schemas/ad-event-names';
import { ScrollRegion } from './ScrollRegion';
import {
  type AdStatistics,
  type AdTotals,
  clickThrough,
  conversion,
  employerTotals,
  formatCount,
  formatRate,
  type StatisticsAd,
  totalsOf,
} from './statisticsModel';

/** Any event, visitor or application in the period. */
const hasFigures = (t: AdTotals) => Object.values(t).some((n) => n > 0);

function HeaderRow({ headers }: { headers: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {headers.map((h) => (
          <Table.Th key={h}>{h}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

const COUNTED = [
  AD_EVENT_LABELS.job_impression,
  AD_EVENT_LABELS.job_view,
  AD_EVENT_LABELS.banner_impression,
  AD_EVENT_LABELS.banner_click,
  'Unika besökare',
];

export function AdTable({ stats, onlyActive }: { stats: AdStatistics; onlyActive: boolean }) {
  return (
    <ScrollRegion minWidth={980}>
      <Table striped aria-label="Per annons" captionSide="bottom">
        <Table.Caption>
          CTR: för jobb sidvisningar från listor delat med visningar i listor, för banners klick
          delat med bannervisningar.
        </Table.Caption>
        <HeaderRow
          headers={[
            'Annons',
            'Typ',
            'Arbetsgivare',
            ...COUNTED,
            'CTR',
            '”Ansök nu”',
            'Ansökningar',
            'Konvertering',
          ]}
        />
        <Table.Tbody>
          {stats.ads.map((ad) => {
            const t = totalsOf(stats, ad.id);
            if (onlyActive && !hasFigures(t)) return null;
            const job = ad.kind === 'job';
            const ofJob = (value: string) => (job ? value : '–');
            const ofBanner = (value: string) => (job ? '–' : value);
            return (
              <Table.Tr key={ad.id}>
                <Table.Td>{ad.title}</Table.Td>
                <Table.Td>{job ? 'Jobb' : 'Banner'}</Table.Td>
                <Table.Td>{ad.employer_name}</Table.Td>
                <Table.Td>{ofJob(formatCount(t.listImpressions))}</Table.Td>
                <Table.Td>{ofJob(formatCount(t.views))}</Table.Td>
                <Table.Td>{ofBanner(formatCount(t.bannerImpressions))}</Table.Td>
                <Table.Td>{ofBanner(formatCount(t.clicks))}</Table.Td>
                <Table.Td>{formatCount(t.visitors)}</Table.Td>
                <Table.Td>{formatRate(clickThrough(ad, t))}</Table.Td>
                <Table.Td>{ofJob(formatCount(t.applyOpens))}</Table.Td>
                <Table.Td>{ofJob(formatCount(t.applications))}</Table.Td>
                <Table.Td>{ofJob(formatRate(conversion(t)))}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

export function SourceTable({
  rows,
  events,
}: {
  rows: Record<string, string | number>[];
  events: string[];
}) {
  return (
    <ScrollRegion minWidth={560}>
      <Table aria-label="Per källa">
        <HeaderRow headers={['Källa', ...events]} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={String(row.source)}>
              <Table.Th scope="row">{row.source}</Table.Th>
              {events.map((e) => (
                <Table.Td key={e}>{formatCount(Number(row[e]))}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

export function EmployerTable({ stats }: { stats: AdStatistics }) {
  return (
    <ScrollRegion minWidth={720}>
      <Table striped aria-label="Per arbetsgivare">
        <HeaderRow headers={['Arbetsgivare', ...COUNTED, 'Ansökningar']} />
        <Table.Tbody>
          {employerTotals(stats)
            .filter(({ totals }) => hasFigures(totals))
            .map(({ employer, totals }) => {
              // An employer with no job (or no banner) among the ads shown: "–" for its figures.
              const has = (kind: StatisticsAd['kind']) =>
                stats.ads.some((ad) => ad.employer_name === employer && ad.kind === kind);
              const ofJobs = (n: number) => (has('job') ? formatCount(n) : '–');
              const ofBanners = (n: number) => (has('banner') ? formatCount(n) : '–');
              return (
                <Table.Tr key={employer}>
                  <Table.Td>{employer}</Table.Td>
                  <Table.Td>{ofJobs(totals.listImpressions)}</Table.Td>
                  <Table.Td>{ofJobs(totals.views)}</Table.Td>
                  <Table.Td>{ofBanners(totals.bannerImpressions)}</Table.Td>
                  <Table.Td>{ofBanners(totals.clicks)}</Table.Td>
                  <Table.Td>{formatCount(totals.visitors)}</Table.Td>
                  <Table.Td>{ofJobs(totals.applications)}</Table.Td>
                </Table.Tr>
              );
            })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
