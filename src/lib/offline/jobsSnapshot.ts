// The job list's first cards as the app last rendered them, kept in Cache Storage for the service
// worker: a return visit to /jobs then paints those cards from HTML before any code has run
// (src/sw.ts puts them into the prerendered page), and the app takes the page over as it does
// every prerendered page, from the local copy. Written by the page (keepJobsSnapshot), read by the
// worker (withJobsSnapshot); dropped at sign-out, since a card shows whether its job is saved.

/** Exported for the e2e tests and the bench, which wait for the snapshot to be kept. */
export const JOBS_SNAPSHOT_CACHE = 'lakarjobb-page-snapshots';
/** A cache key only; nothing is ever fetched from it. */
const KEY = '/__snapshot/jobs';
/** The build the markup came from: its class names and markup fit only that build's page. */
const BUILT_FOR = 'x-built-for';
/** A job card in the list (JobCard's article). */
const CARD = 'article[aria-labelledby^="jobb-"]';

/**
 * Stores the content of `main` (the /jobs page, unfiltered) with its first `cards` cards. Buttons
 * are marked aria-disabled: until the app has taken the page over they do nothing, and say so.
 */
export async function keepJobsSnapshot(main: HTMLElement, cards: number): Promise<void> {
  const builtFor = document.querySelector('link[data-entry]')?.getAttribute('href');
  if (!builtFor || typeof caches === 'undefined') return;
  const copy = cloneWithCards(main, cards);
  for (const button of copy.querySelectorAll('button:not([type="submit"])'))
    button.setAttribute('aria-disabled', 'true');
  const cache = await caches.open(JOBS_SNAPSHOT_CACHE);
  await cache.put(
    KEY,
    new Response(copy.innerHTML, {
      headers: { 'content-type': 'text/html; charset=utf-8', [BUILT_FOR]: builtFor },
    }),
  );
}

/**
 * `root` cloned without the cards after the first `cards`: cloning the whole list of ~100 cards and
 * then removing most of them was a task of 50-90 ms on a phone's CPU (4x slowdown, traced). Only the
 * cards' ancestors are walked here; every other subtree (the search form's options, a kept card) is
 * cloned whole by the browser: walked node by node it was still 52-55 ms at 4x, now 15-24.
 */
function cloneWithCards(root: HTMLElement, cards: number): HTMLElement {
  let kept = 0;
  const clone = (node: Node): Node => {
    if (!(node instanceof Element) || !node.querySelector(CARD)) return node.cloneNode(true);
    const copy = node.cloneNode(false);
    for (const child of node.childNodes) {
      const card = child instanceof Element && child.matches(CARD);
      if (!card) copy.appendChild(clone(child));
      else if (kept++ < cards) copy.appendChild(child.cloneNode(true));
    }
    return copy;
  };
  return clone(root) as HTMLElement;
}

export async function forgetJobsSnapshot(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(JOBS_SNAPSHOT_CACHE);
}

/**
 * The prerendered /jobs page (`html`) with the stored cards in its <main>, or the page as it is
 * when there is no snapshot or it came from another build.
 */
export async function withJobsSnapshot(html: string): Promise<string> {
  const snapshot = await (await caches.open(JOBS_SNAPSHOT_CACHE)).match(KEY);
  const builtFor = snapshot?.headers.get(BUILT_FOR);
  if (!snapshot || !builtFor || !html.includes(`"${builtFor}"`)) return html;
  const open = /<main\b[^>]*>/.exec(html);
  const close = html.lastIndexOf('</main>');
  if (!open || close < 0) return html;
  const start = open.index + open[0].length;
  return html.slice(0, start) + (await snapshot.text()) + html.slice(close);
}
