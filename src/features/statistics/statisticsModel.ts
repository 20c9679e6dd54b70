// The figures of the statistics pages (issue 35), from what ad_statistics() / employer_report()
// answer: totals per ad and per employer, a day-by-day and a by-source view, the CSV rows.
import {
  AD_EVENT_LABELS,
  type AdEvent,
  VISIT_SOURCE_LABELS,
  VISIT_SOURCES,
  type VisitSource,
} from '@shared/schemas/ad-event-names';

export type StatisticsAd = {
  id: string;
  kind: 'job' | 'banner';
  title: string;
  employer_name: string;
  status: string;
  published_at: string | null;
  expires_at: string | null;
};

export type AdStatistics = {
  from: string;
  to: string;
  ads: StatisticsAd[];
  counts: { day: string; adId: string; event: AdEvent; source: VisitSource; count: number }[];
  visitors: { day: string; adId: string; visitors: number }[];
  applications: { day: string; adId: string; count: number }[];
};

export type AdTotals = {
  impressions: number;
  views: number;
  visitors: number;
  applyOpens: number;
  applications: number;
  shares: number;
  saves: number;
  clicks: number;
};

const EMPTY: AdTotals = {
  impressions: 0,
  views: 0,
  visitors: 0,
  applyOpens: 0,
  applications: 0,
  shares: 0,
  saves: 0,
  clicks: 0,
};

const FIELD_OF: Record<AdEvent, keyof AdTotals> = {
  job_impression: 'impressions',
  job_view: 'views',
  job_apply_open: 'applyOpens',
  job_share: 'shares',
  job_save: 'saves',
  banner_impression: 'impressions',
  banner_click: 'clicks',
};

const add = (a: AdTotals, b: AdTotals): AdTotals => ({
  impressions: a.impressions + b.impressions,
  views: a.views + b.views,
  visitors: a.visitors + b.visitors,
  applyOpens: a.applyOpens + b.applyOpens,
  applications: a.applications + b.applications,
  shares: a.shares + b.shares,
  saves: a.saves + b.saves,
  clicks: a.clicks + b.clicks,
});

type Filter = { adId?: string; day?: string };
const matches = (row: { adId: string; day: string }, filter: Filter) =>
  (!filter.adId || row.adId === filter.adId) && (!filter.day || row.day === filter.day);

/** Everything counted for one ad, one day, or both (a visitor of two days counts twice). */
export function totalsOf(stats: AdStatistics, filter: Filter = {}): AdTotals {
  const totals = { ...EMPTY };
  for (const c of stats.counts) if (matches(c, filter)) totals[FIELD_OF[c.event]] += c.count;
  for (const v of stats.visitors) if (matches(v, filter)) totals.visitors += v.visitors;
  for (const a of stats.applications) if (matches(a, filter)) totals.applications += a.count;
  return totals;
}

/** Share of a in b, or null before there is any b. */
export const rate = (part: number, whole: number): number | null =>
  whole > 0 ? part / whole : null;

const percent = new Intl.NumberFormat('sv-SE', { style: 'percent', maximumFractionDigits: 1 });
export const formatRate = (value: number | null): string =>
  value === null ? '–' : percent.format(value);

/** Click-through: a job's page views per list impression, a banner's clicks per impression. */
export const clickThrough = (ad: Pick<StatisticsAd, 'kind'>, t: AdTotals) =>
  rate(ad.kind === 'job' ? t.views : t.clicks, t.impressions);

/** Applications per page view. */
export const conversion = (t: AdTotals) => rate(t.applications, t.views);

/** Every employer with an ad in the figures, with the sum of its ads. */
export function employerTotals(stats: AdStatistics): { employer: string; totals: AdTotals }[] {
  const byEmployer = new Map<string, AdTotals>();
  for (const ad of stats.ads) {
    const sum = byEmployer.get(ad.employer_name) ?? EMPTY;
    byEmployer.set(ad.employer_name, add(sum, totalsOf(stats, { adId: ad.id })));
  }
  return [...byEmployer].map(([employer, totals]) => ({ employer, totals }));
}

/** Every day of the period, oldest first. */
export function daysOf(stats: AdStatistics): string[] {
  const days: string[] = [];
  for (let d = new Date(`${stats.from}T12:00:00Z`); d <= new Date(`${stats.to}T12:00:00Z`); ) {
    days.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  return days;
}

/** One row per day with the events of the chosen ad (or all), for the day chart. */
export function dailySeries(stats: AdStatistics, events: readonly AdEvent[], adId?: string) {
  return daysOf(stats).map((day) => {
    const row: Record<string, string | number> = { day: day.slice(5) };
    for (const event of events) {
      row[AD_EVENT_LABELS[event]] = stats.counts
        .filter((c) => c.event === event && matches(c, { adId, day }))
        .reduce((n, c) => n + c.count, 0);
    }
    return row;
  });
}

/** One row per source with the events of the chosen ad (or all), for the source chart. */
export function sourceSeries(stats: AdStatistics, events: readonly AdEvent[], adId?: string) {
  return VISIT_SOURCES.map((source) => {
    const row: Record<string, string | number> = { source: VISIT_SOURCE_LABELS[source] };
    for (const event of events) {
      row[AD_EVENT_LABELS[event]] = stats.counts
        .filter((c) => c.event === event && c.source === source && matches(c, { adId }))
        .reduce((n, c) => n + c.count, 0);
    }
    return row;
  });
}

export const CSV_HEADER = [
  'Datum',
  'Annons',
  'Typ',
  'Arbetsgivare',
  'Källa',
  ...Object.values(AD_EVENT_LABELS),
] as const;

/** One CSV row per day, ad and source that has any event. */
export function csvRows(stats: AdStatistics): (string | number)[][] {
  const ads = new Map(stats.ads.map((ad) => [ad.id, ad]));
  const rows = new Map<string, (string | number)[]>();
  const events = Object.keys(AD_EVENT_LABELS) as AdEvent[];
  for (const c of stats.counts) {
    const ad = ads.get(c.adId);
    if (!ad) continue;
    const key = `${c.day}|${c.adId}|${c.source}`;
    const row = rows.get(key) ?? [
      c.day,
      ad.title,
      ad.kind === 'job' ? 'Jobb' : 'Banner',
      ad.employer_name,
      VISIT_SOURCE_LABELS[c.source],
      ...events.map(() => 0),
    ];
    const column = 5 + events.indexOf(c.event);
    row[column] = Number(row[column]) + c.count;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}
