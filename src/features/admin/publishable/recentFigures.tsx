// The lists' 30-day columns: what the ads on screen got in the last 30 days, read for
// the page's rows only (ad_recent_totals; admins only, by row-level security).
import { AD_EVENT_LABELS, type AdEvent } from '@shared/schemas/ad-event-names';
import type { Column } from '../table/DataTable';
import { withRelated } from '../table/serverList';
import type { PageData } from './publishableQueries';

type Figures = Partial<Record<AdEvent, number>>;
type WithFigures = { id: string; recentFigures?: Figures };

export const withRecentFigures =
  <Row extends { id: string }>(): PageData<Row> =>
  (page) =>
    withRelated(
      page,
      (supabase, rows) => supabase.rpc('ad_recent_totals', { ad_ids: rows.map((r) => r.id) }),
      (rows, totals): Row[] => {
        const byAd = new Map<string, Figures>();
        for (const { ad_id, event, total } of totals) {
          const id = String(ad_id);
          byAd.set(id, { ...byAd.get(id), [String(event)]: Number(total) });
        }
        return rows.map((row) => ({ ...row, recentFigures: byAd.get(row.id) ?? {} }));
      },
    );

export const recentFigure = (row: { id: string }, event: AdEvent): number =>
  (row as WithFigures).recentFigures?.[event] ?? 0;

const percent = new Intl.NumberFormat('sv-SE', { style: 'percent', maximumFractionDigits: 1 });

/** Clicks per impression, or a dash before the first impression. */
export function clickThroughRate(clicks: number, impressions: number): string {
  return impressions > 0 ? percent.format(clicks / impressions) : '–';
}

/** A column of one event's 30-day total (not sortable: counted in another table). */
export function recentColumn<Row extends { id: string }>(event: AdEvent): Column<Row> {
  return {
    key: `recent-${event}`,
    header: `${AD_EVENT_LABELS[event]} 30 d`,
    nowrap: true,
    render: (row) => recentFigure(row, event),
  };
}
