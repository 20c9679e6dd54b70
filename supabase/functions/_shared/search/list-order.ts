// The default order of the job list ("Nyast först"), wherever the rows come from: the app's
// filter, the local copy's read and the early paint before the app runs (no imports, so that
// inline script stays small). The provider's own ads are what employers pay for: within one
// Swedish calendar day they come before ads imported from the public job feeds.

/** The rows the order reads: an imported ad has a source. */
export interface ListOrdered {
  id?: string;
  published_at: string | null;
  source_id?: string | null;
}

export const NEWEST_FIRST_NOTE =
  'Nyast först. Samma dag visas annonser publicerade här före annonser hämtade från andra jobbsajter.';

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of the month: when EU summer time starts (March) or ends (October). */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}

/** The calendar day (YYYY-MM-DD) of an instant in Sweden (CET, CEST by the EU rule). */
export function swedishDay(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const year = new Date(at).getUTCFullYear();
  const summer = at >= lastSundayAt1Utc(year, 2) && at < lastSundayAt1Utc(year, 9);
  return new Date(at + (summer ? 2 : 1) * HOUR).toISOString().slice(0, 10);
}

/**
 * Sorts newest first by day, then own ads before imported ones, then by publishing time and id
 * (as the network reads them: published_at desc, id desc). The key is made once per row: ISO
 * timestamps and uuids compare as plain strings.
 */
export function sortNewestFirst<T extends ListOrdered>(rows: readonly T[]): T[] {
  const keyed = rows.map((row) => {
    const at = row.published_at ?? '';
    const own = row.source_id ? '0' : '1';
    return { row, key: `${at && swedishDay(at)} ${own} ${at} ${row.id ?? ''}` };
  });
  keyed.sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  return keyed.map(({ row }) => row);
}
