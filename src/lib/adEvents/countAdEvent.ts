// The one call the pages make to count what employers pay for: a job card shown, a
// job page viewed, "Ansök nu" opened, a job shared or saved, a banner seen or clicked. It only
// notes the event and its source in memory; the sender (adEventSender.ts) loads at the first idle
// moment after an event, so counting costs a first visit nothing. Nothing is stored on the device
// for counting: unsent events go to IndexedDB only while the page is offline.
import {
  type AdEvent,
  SOURCE_PARAM,
  SOURCE_PARAM_VALUES,
  type VisitSource,
} from '@shared/schemas/ad-event-names';
import { whenIdle } from '../whenIdle';

export type NotedAdEvent = { event: AdEvent; id: string; source: VisitSource; at: number };

const noted: NotedAdEvent[] = [];
/** Per job: where its card was seen, then where it was opened from (this page's memory only). */
const jobSources = new Map<string, VisitSource>();
let sender: Promise<typeof import('./adEventSender')> | undefined;

/** The kind of page a list, card or banner is shown on. */
function pageSource(): VisitSource {
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (path === '/jobs') return 'search';
  if (path.startsWith('/employer/')) return 'employer';
  return 'direct';
}

/** An alert digest's or a shared link's tag on the address the visitor arrived by. */
function taggedSource(): VisitSource | undefined {
  const tag = new URLSearchParams(window.location.search).get(SOURCE_PARAM);
  if (tag === SOURCE_PARAM_VALUES.alert) return 'alert';
  if (tag === SOURCE_PARAM_VALUES.shared) return 'shared';
  return undefined;
}

function sourceOf(event: AdEvent, id: string): VisitSource {
  if (event === 'job_impression' || event.startsWith('banner_')) return pageSource();
  // A job page's events carry the way the visitor came: a tagged link, a card seen on a list
  // page, or else directly.
  const source = taggedSource() ?? jobSources.get(id) ?? 'direct';
  jobSources.set(id, source);
  return source;
}

/** A job's card is on screen: opening it now counts as coming from this page. */
export function noteJobCardSeen(id: string): void {
  if (!jobSources.has(id) || pageSource() !== 'direct') jobSources.set(id, pageSource());
}

/**
 * A job opened from its card: from this page, even when the card was less than half on screen
 * (a click scrolls it into view and leaves before the impression's observer has answered).
 */
export function noteJobOpened(id: string): void {
  jobSources.set(id, pageSource());
}

export function countAdEvent(event: AdEvent, id: string): void {
  if (typeof window === 'undefined') return;
  noted.push({ event, id, source: sourceOf(event, id), at: Date.now() });
  sender ??= whenIdle(3000).then(() => import('./adEventSender'));
  sender.then(
    (module) => module.sendSoon(takeNoted),
    () => {
      // Offline with no service worker to serve the chunk: the events stay noted, and the next
      // event tries to load the sender again.
      sender = undefined;
    },
  );
}

function takeNoted(): NotedAdEvent[] {
  return noted.splice(0);
}
