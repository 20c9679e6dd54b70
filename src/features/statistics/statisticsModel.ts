// The figures of the statistics pages, from what ad_statistics() / employer_report()
// answer: totals per ad and per employer, a day-by-day and a by-source view, the CSV rows.
// Unique visitors are never summed across ads (one visitor of three ads is one visitor): the
// database combines the ads' maps of a day, per employer (employerVisitors) and for all ads in
// the answer (dailyVisitors). Days add up: a visitor of two days counts twice, by design.
import {
  AD_EVENT_LABELS,
  type AdEvent,
  LIST_SOURCES,
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
  /** Each ad's visitors per day. */
  visitors: { day: string; adId: string; visitors: number }[];
  /** The visitors per day of all the ads in the answer. */
  dailyVisitors: { day: string; visitors: number }[];
  /** The visitors per day of each employer's ads. */
  employerVisitors: { day: string; employer: string; visitors: number }[];
  applications: { day: string; adId: string; count: number }[];
};

export type AdTotals = {
  listImpressions: number;
  bannerImpressions: number;
  views: number;
  /** The page views that came from a list (a card clicked in /jobs, on the home or an employer page). */
  listClicks: number;
  visitors: number;
  applyOpens: number;
  applications: number;
  shares: number;
  saves: number;
  clicks: number;
};

const EMPTY: AdTotals = {
  listImpressions: 0,
  bannerImpressions: 0,
  views: 0,
  listClicks: 0,
  visitors: 0,
  applyOpens: 0,
  applications: 0,
  shares: 0,
  saves: 0,
  clicks: 0,
};

const FIELD_OF: Record<AdEvent, keyof AdTotals> = {
  job_impression: 'listImpressions',
  job_view: 'views',
  job_apply_open: 'applyOpens',
  job_share: 'shares',
  job_save: 'saves',
  banner_impression: 'bannerImpressions',
  banner_click: 'clicks',
};

/** The sum of two sets of figures; the visitors are not summable and are left out. */
const add = (a: AdTotals, b: AdTotals): AdTotals => ({
  listImpressions: a.listImpressions + b.listImpressions,
  bannerImpressions: a.bannerImpressions + b.bannerImpressions,
  views: a.views + b.views,
  listClicks: a.listClicks + b.listClicks,
  visitors: 0,
  applyOpens: a.applyOpens + b.applyOpens,
  applications: a.applications + b.applications,
  shares: a.shares + b.shares,
  saves: a.saves + b.saves,
  clicks: a.clicks + b.clicks,
});

const ofAd = (row: { adId: string }, adId: string | undefined) => !adId || row.adId === adId;

const sumOfVisitors = (rows: { visitors: number }[]) => rows.reduce((n, r) => n + r.visitors, 0);

/** Everything counted for one ad, or for all the ads of the answer. */
export function totalsOf(stats: AdStatistics, adId?: string): AdTotals {
  const totals = { ...EMPTY };
  for (const c of stats.counts) {
    if (!ofAd(c, adId)) continue;
    totals[FIELD_OF[c.event]] += c.count;
    if (c.event === 'job_view' && LIST_SOURCES.includes(c.source)) totals.listClicks += c.count;
  }
  for (const a of stats.applications) if (ofAd(a, adId)) totals.applications += a.count;
  totals.visitors = sumOfVisitors(
    adId ? stats.visitors.filter((v) => v.adId === adId) : stats.dailyVisitors,
  );
  return totals;
}

/** The answer narrowed to one ad (or all, for none or an unknown one), as if it were the only ad. */
export function onlyAd(stats: AdStatistics, adId: string | undefined): AdStatistics {
  const ad = stats.ads.find((a) => a.id === adId);
  if (!ad) return stats;
  const rowsOf = <Row extends { adId: string }>(rows: Row[]) =>
    rows.filter((r) => r.adId === ad.id);
  const visitors = rowsOf(stats.visitors);
  return {
    ...stats,
    ads: [ad],
    counts: rowsOf(stats.counts),
    visitors,
    dailyVisitors: visitors.map(({ day, visitors: n }) => ({ day, visitors: n })),
    employerVisitors: visitors.map(({ day, visitors: n }) => ({
      day,
      employer: ad.employer_name,
      visitors: n,
    })),
    applications: rowsOf(stats.applications),
  };
}

/** Share of a in b, or null before there is any b. */
export const rate = (part: number, whole: number): number | null =>
  whole > 0 ? part / whole : null;

const count = new Intl.NumberFormat('sv-SE');
/** A count as Swedish writes it (12 345). */
export const formatCount = (n: number): string => count.format(n);

const percent = new Intl.NumberFormat('sv-SE', { style: 'percent', maximumFractionDigits: 1 });
export const formatRate = (value: number | null): string =>
  value === null ? '–' : percent.format(value);

/**
 * Click-through: a job's page views from lists per list impression (a direct visit or an alert's
 * link was never a list's click), a banner's clicks per impression. At most 100 %: the server
 * counts a list click or a banner click with the impression it proves (record_ad_events).
 */
export const clickThrough = (ad: Pick<StatisticsAd, 'kind'>, t: AdTotals) =>
  ad.kind === 'job' ? rate(t.listClicks, t.listImpressions) : rate(t.clicks, t.bannerImpressions);

/** Applications per page view. */
export const conversion = (t: AdTotals) => rate(t.applications, t.views);

/** Every employer with an ad in the figures, with the sum of its ads and its visitors. */
export function employerTotals(stats: AdStatistics): { employer: string; totals: AdTotals }[] {
  const byEmployer = new Map<string, AdTotals>();
  for (const ad of stats.ads) {
    const sum = byEmployer.get(ad.employer_name) ?? EMPTY;
    byEmployer.set(ad.employer_name, add(sum, totalsOf(stats, ad.id)));
  }
  return [...byEmployer].map(([employer, totals]) => ({
    employer,
    totals: {
      ...totals,
      visitors: sumOfVisitors(stats.employerVisitors.filter((v) => v.employer === employer)),
    },
  }));
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

/** One row per day with the events, for the day chart. */
export function dailySeries(stats: AdStatistics, events: readonly AdEvent[]) {
  return daysOf(stats).map((day) => {
    const row: Record<string, string | number> = { day: day.slice(5) };
    for (const event of events) {
      row[AD_EVENT_LABELS[event]] = stats.counts
        .filter((c) => c.event === event && c.day === day)
        .reduce((n, c) => n + c.count, 0);
    }
    return row;
  });
}

/** One row per source with the events, for the source chart. */
export function sourceSeries(stats: AdStatistics, events: readonly AdEvent[]) {
  return VISIT_SOURCES.map((source) => {
    const row: Record<string, string | number> = { source: VISIT_SOURCE_LABELS[source] };
    for (const event of events) {
      row[AD_EVENT_LABELS[event]] = stats.counts
        .filter((c) => c.event === event && c.source === source)
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
