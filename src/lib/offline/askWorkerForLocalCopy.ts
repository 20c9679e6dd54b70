// The page's side of a first visit's local copy: the service worker writes it (workerCopy.ts),
// off the page's main thread, from the rows the page already fetched or from its own download.
// Without a worker to ask, or without its answer, the page writes the copy itself.
import { appWorkerRegistration } from './appWorker';
import { hadLocalDataAtStart } from './localData';
import type { PublicDataRows } from './publicDataStore';

export const FILL_LOCAL_COPY = 'FILL_LOCAL_COPY';

export interface FillLocalCopyMessage {
  type: typeof FILL_LOCAL_COPY;
  /** What the page fetched on its first visit; absent: the worker downloads it. */
  rows?: PublicDataRows;
}

/**
 * The app registers its worker once it has started and the browser is idle, and a first visit's
 * worker installs its precache before it is active: on a slow network that takes a while.
 */
const WORKER_READY_MS = 30_000;
/** Its download and writes; an older worker, which does not know the message, never answers. */
const ANSWER_MS = 60_000;

const after = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * True once the worker has written the copy; false when it could not (the page then does).
 * `rows`: what the page has fetched, asked for once the worker is ready (a first visit's worker
 * is ready after its precache, by when the visitor may have opened a page that fetched them).
 */
export async function askWorkerForLocalCopy(
  rows: () => Promise<PublicDataRows | undefined>,
): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return false;
  // Noted before the worker creates the database: this page still counts as a first visit.
  await hadLocalDataAtStart();
  const worker = await Promise.race([
    appWorkerRegistration().then((registration) =>
      // None registered (refused, blocked): nothing to wait for.
      registration ? navigator.serviceWorker.ready.then((ready) => ready.active) : null,
    ),
    after(WORKER_READY_MS),
  ]);
  if (!worker) return false;
  const message: FillLocalCopyMessage = { type: FILL_LOCAL_COPY, rows: await rows() };
  const channel = new MessageChannel();
  const answered = new Promise<boolean>((resolve) => {
    channel.port1.onmessage = (event) => resolve(event.data === true);
  });
  worker.postMessage(message, [channel.port2]);
  // Timed from the message: however long the page's own fetch took is not the worker's time.
  const written = await Promise.race([answered, after(ANSWER_MS).then(() => false)]);
  channel.port1.close();
  return written;
}
