import { describe, expect, it } from 'vitest';
import {
  type AdStatistics,
  clickThrough,
  conversion,
  csvRows,
  daysOf,
  employerTotals,
  formatCount,
  formatRate,
  onlyAd,
  sourceSeries,
  totalsOf,
} from './statisticsModel';

const job = 'a0000000-0000-4000-8000-000000000001';
const banner = 'b0000000-0000-4000-8000-000000000001';
const stats: AdStatistics = {
  from: '2026-11-24',
  to: '2026-11-26',
  ads: [
    {
      id: job,
      kind: 'job',
      title: 'ST-läkare',
      employer_name: 'Region Skåne',
      status: 'published',
      published_at: null,
      expires_at: null,
    },
    {
      id: banner,
      kind: 'banner',
      title: 'Banner',
      employer_name: 'Region Skåne',
      status: 'published',
      published_at: null,
      expires_at: null,
    },
  ],
  counts: [
    { day: '2026-11-24', adId: job, event: 'job_impression', source: 'search', count: 10 },
    { day: '2026-11-25', adId: job, event: 'job_view', source: 'search', count: 3 },
    { day: '2026-11-25', adId: job, event: 'job_view', source: 'alert', count: 1 },
    { day: '2026-11-26', adId: banner, event: 'banner_impression', source: 'search', count: 8 },
    { day: '2026-11-26', adId: banner, event: 'banner_click', source: 'search', count: 2 },
  ],
  // The same two people saw both ads on the 25th, and one of them the job again on the 26th.
  visitors: [
    { day: '2026-11-25', adId: job, visitors: 2 },
    { day: '2026-11-25', adId: banner, visitors: 2 },
    { day: '2026-11-26', adId: job, visitors: 1 },
  ],
  dailyVisitors: [
    { day: '2026-11-25', visitors: 2 },
    { day: '2026-11-26', visitors: 1 },
  ],
  employerVisitors: [
    { day: '2026-11-25', employer: 'Region Skåne', visitors: 2 },
    { day: '2026-11-26', employer: 'Region Skåne', visitors: 1 },
  ],
  applications: [{ day: '2026-11-26', adId: job, count: 2 }],
};

describe('statistics model', () => {
  it('sums an ad, computes CTR (views from lists per list impression; clicks per banner impression) and conversion', () => {
    const jobTotals = totalsOf(stats, job);
    expect(jobTotals).toMatchObject({
      listImpressions: 10,
      views: 4,
      listClicks: 3,
      visitors: 3,
      applications: 2,
    });
    // Three of the four views came from the search list; the alert's link is no list click.
    expect(formatRate(clickThrough({ kind: 'job' }, jobTotals))).toBe('30\u00a0%');
    expect(formatRate(conversion(jobTotals))).toBe('50\u00a0%');
    expect(formatRate(clickThrough({ kind: 'banner' }, totalsOf(stats, banner)))).toBe('25\u00a0%');
    expect(formatRate(conversion(totalsOf(stats, banner)))).toBe('–');
  });

  it('leaves the list CTR where it was when direct visits come on top', () => {
    const direct = (source: 'direct' | 'shared', count: number) =>
      ({ day: '2026-11-26', adId: job, event: 'job_view', source, count }) as const;
    const withVisits = {
      ...stats,
      counts: [...stats.counts, direct('direct', 20), direct('shared', 5)],
    };
    const totals = totalsOf(withVisits, job);
    // More page views than list impressions, and still 3 clicks from lists out of 10.
    expect(totals.views).toBeGreaterThan(totals.listImpressions);
    expect(formatRate(clickThrough({ kind: 'job' }, totals))).toBe('30\u00a0%');
  });

  it('gives every day of the period and the figures by source', () => {
    expect(daysOf(stats)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    const alert = sourceSeries(onlyAd(stats, job), ['job_view']).find(
      (r) => r.source === 'Bevakningsmejl',
    );
    expect(alert).toEqual({ source: 'Bevakningsmejl', Sidvisningar: 1 });
  });

  it('adds up an employer and writes one CSV row per day, ad and source', () => {
    expect(employerTotals(stats)).toEqual([
      {
        employer: 'Region Skåne',
        totals: expect.objectContaining({
          listImpressions: 10,
          bannerImpressions: 8,
          clicks: 2,
          visitors: 3,
        }),
      },
    ]);
    const rows = csvRows(stats);
    expect(rows).toHaveLength(4);
    expect(rows[0]?.slice(0, 6)).toEqual([
      '2026-11-24',
      'ST-läkare',
      'Jobb',
      'Region Skåne',
      'Jobbsökningen',
      10,
    ]);
  });

  it('counts a visitor of several ads once a day, and twice over two days', () => {
    // 2 + 2 + 1 per ad, but two people on the 25th and one on the 26th.
    expect(totalsOf(stats).visitors).toBe(3);
    expect(totalsOf(stats, banner).visitors).toBe(2);
  });

  it('narrows every figure to the chosen ad', () => {
    const banners = onlyAd(stats, banner);
    expect(banners.ads.map((a) => a.id)).toEqual([banner]);
    expect(totalsOf(banners)).toMatchObject({
      listImpressions: 0,
      bannerImpressions: 8,
      visitors: 2,
    });
    expect(employerTotals(banners)).toEqual([
      { employer: 'Region Skåne', totals: expect.objectContaining({ views: 0, visitors: 2 }) },
    ]);
    expect(csvRows(banners).map((row) => row[1])).toEqual(['Banner']);
    expect(onlyAd(stats, undefined)).toBe(stats);
    expect(onlyAd(stats, 'an ad that is gone')).toBe(stats);
  });

  it('writes counts the Swedish way', () => {
    expect(formatCount(12345)).toBe('12\u00a0345');
  });
});
