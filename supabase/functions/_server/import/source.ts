// What every source reader hands the import run, and the small helpers they share.
import type { SourceAd } from '../../_shared/job-import/map.ts';
import type { NetPolicy } from './safe-fetch.ts';

export type SourceKind = 'jobtech' | 'nav' | 'feed';

export interface JobSource {
  id: string;
  name: string;
  kind: SourceKind;
  url: string;
  settings: Record<string, unknown>;
  cursor: Record<string, unknown>;
}

/** An item that could not be imported, and why (Swedish, for the admin's run record). */
export interface SkippedItem {
  item: string;
  reason: string;
}

export interface SourceRead {
  /** Doctor ads as the source has them now. */
  ads: SourceAd[];
  /** External ids the source has flagged removed or inactive. */
  removed: string[];
  skipped: SkippedItem[];
  /** Ads that are not doctor jobs. */
  filtered: number;
  /** True when `ads` is the source's whole current set: any other ad of it is gone. */
  complete: boolean;
  /** Where the next run resumes; saved only when the whole read succeeded. */
  cursor: Record<string, unknown>;
}

export interface ReadContext {
  policy: NetPolicy;
  now: Date;
  /** A function secret by name (tokens are never stored in the database). */
  secret(name: string): string | undefined;
}

export type SourceReader = (source: JobSource, context: ReadContext) => Promise<SourceRead>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

export const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** A path to follow inside a JSON value: record keys and list indexes. */
export function pick(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof key === 'number') current = Array.isArray(current) ? current[key] : undefined;
    else current = isRecord(current) ? current[key] : undefined;
  }
  return current;
}

const stockholm = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Stockholm',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Swedish wall-clock time of an instant, as JobTech writes times ("2026-11-06T23:59:59"). */
export function stockholmWallClock(instant: Date): string {
  const parts = Object.fromEntries(stockholm.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A time without an offset read as Swedish time (JobTech's); one with an offset as it says. */
export function fromStockholmTime(value: string | null): string | null {
  if (!value) return null;
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(value)) return value;
  const asUtc = Date.parse(`${value}Z`);
  if (Number.isNaN(asUtc)) return null;
  const offset = Date.parse(`${stockholmWallClock(new Date(asUtc))}Z`) - asUtc;
  return new Date(asUtc - offset).toISOString();
}
