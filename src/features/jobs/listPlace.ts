// Where the visitor was in the job list: the filters, and the card of the job opened from it, so
// "Tillbaka till alla jobb" and the browser's back button return to the list as it was,
// even after a reload of the job page or arriving at it by another way. Per tab, like the browser's
// own history.
import { type JobSearch, parseJobSearch } from '@shared/search';
import { jobHeadingId } from './components/ids';

const KEY = 'lakarjobb:jobs-list-place';

/** The card a job was opened from: its job, and how far below the window's top the card was. */
export interface OpenedCard {
  jobId: string;
  top: number;
}

interface ListPlace {
  search: JobSearch;
  card: OpenedCard | null;
  /** How many pages of cards the list showed ("Visa fler"): the back link shows as many. */
  pages?: number;
  /** The page's scroll, for when that card is no longer in the list. */
  scrollY: number;
  /** The history entry of the list the job was opened from: back on it, the list returns there. */
  entry: string | null;
  /** The page load the job was opened in (its performance.timeOrigin). */
  loadedAt: number;
  /** Set by the back link, which opens the list as a new history entry. */
  returning?: boolean;
}

/**
 * The router's key of the current history entry (TanStack history keeps it in history.state). A
 * new visit of /jobs gets a new key; the back and forward buttons return to the same one.
 */
const entryKey = (): string | null =>
  (window.history.state as { __TSR_key?: string } | null)?.__TSR_key ?? null;

function read(): ListPlace | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ListPlace | null;
    if (!stored || typeof stored.scrollY !== 'number') return null;
    return { ...stored, card: stored.card ?? null, search: parseJobSearch(stored.search) };
  } catch {
    // Storage blocked or a malformed entry: the list simply starts unfiltered at the top.
    return null;
  }
}

function write(place: ListPlace): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(place));
  } catch {
    // Storage blocked (private mode quotas): the back link then leads to the unfiltered list.
  }
}

export function rememberListPlace(search: JobSearch, card: OpenedCard, pages: number): void {
  write({
    search,
    card,
    pages,
    scrollY: window.scrollY,
    entry: entryKey(),
    loadedAt: performance.timeOrigin,
  });
}

/** The filters the back link restores ({} when the visitor came another way). */
export function rememberedListSearch(): JobSearch {
  return typeof window === 'undefined' ? {} : (read()?.search ?? {});
}

/**
 * The list's state in its history entry, which the back link sets (rememberedListState) and
 * "Visa fler" replaces: the back button and a reload find the entry's pages there.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    /** How many pages of job cards the list shows (1 when absent). */
    jobPages?: number;
  }
}

/** The history state the back link opens the list with: as many pages as were shown. */
export function rememberedListState(): { jobPages?: number } {
  const pages = typeof window === 'undefined' ? undefined : read()?.pages;
  return pages && pages > 1 ? { jobPages: pages } : {};
}

export function markReturningToList(): void {
  const place = read();
  if (place) write({ ...place, returning: true });
}

/**
 * Whether the list should return to the card the job was opened from: reached by the back link, or
 * by going back in history to the list's own entry. Not when that entry's page was reloaded (a
 * phone's pull to refresh, at the top of the list): the browser's own place is the right one then.
 */
function isReturn(place: ListPlace): boolean {
  if (place.returning) return true;
  if (place.entry === null || place.entry !== entryKey()) return false;
  const load = performance.getEntriesByType('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  return place.loadedAt === performance.timeOrigin || load?.type !== 'reload';
}

export function isReturningToList(): boolean {
  const place = read();
  return place !== null && isReturn(place);
}

/**
 * Scrolls the list, once its cards are rendered, back to the card the job was opened from. The
 * card is found by its job, not by the page's old scroll: cards off screen are not laid out
 * (content-visibility in JobCard.module.css), so the heights above it differ from before.
 */
export function returnToListPlace(): void {
  const place = read();
  if (!place || !isReturn(place)) return;
  if (place.returning) write({ ...place, returning: false });
  const card =
    place.card && document.getElementById(jobHeadingId(place.card.jobId))?.closest('article');
  const { scrollY } = place;
  // In the next frame: after the router's own scroll restoration, which runs after this render.
  requestAnimationFrame(() =>
    card && place.card ? bringCardTo(card, place.card.top) : window.scrollTo(0, scrollY),
  );
}

/**
 * Scrolls until `card` is `top` pixels below the window's top. The cards that come near the
 * screen are laid out only after the scroll, with their real heights in place of the estimate,
 * which moves the card: the next few frames measure again.
 */
function bringCardTo(card: Element, top: number, frames = 6): void {
  const off = card.getBoundingClientRect().top - top;
  if (Math.abs(off) >= 1) window.scrollBy(0, off);
  if (frames > 0) requestAnimationFrame(() => bringCardTo(card, top, frames - 1));
}
