// Where the visitor was in the job list: the filters and the scroll position when a job was
// opened, so "Tillbaka till alla jobb" returns to the list as it was (issue 12) even after a
// reload of the job page or arriving at it by another way. Per tab, like the browser's own history.
import { type JobSearch, parseJobSearch } from '@shared/search';

const KEY = 'lakarjobb:jobs-list-place';

interface ListPlace {
  search: JobSearch;
  scrollY: number;
  /** Set by the back link: the list then scrolls to scrollY once its cards are rendered. */
  returning?: boolean;
}

function read(): ListPlace | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ListPlace | null;
    if (!stored || typeof stored.scrollY !== 'number') return null;
    return { ...stored, search: parseJobSearch(stored.search) };
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

export function rememberListPlace(search: JobSearch): void {
  write({ search, scrollY: window.scrollY });
}

/** The filters the back link restores ({} when the visitor came another way). */
export function rememberedListSearch(): JobSearch {
  return typeof window === 'undefined' ? {} : (read()?.search ?? {});
}

export function markReturningToList(): void {
  const place = read();
  if (place) write({ ...place, returning: true });
}

/** The scroll position to restore, once, when the list was left by the back link. */
export function takeReturnScroll(): number | null {
  const place = read();
  if (!place?.returning) return null;
  write({ ...place, returning: false });
  return place.scrollY;
}
