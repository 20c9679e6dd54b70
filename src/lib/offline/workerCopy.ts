// The service worker's side of a first visit's local copy (askWorkerForLocalCopy.ts): it writes
// the page's rows, or downloads them itself, into the same IndexedDB the pages read.
import type { FillLocalCopyMessage } from './askWorkerForLocalCopy';
import { storePublicData } from './publicDataStore';

/** Writes the copy and tells the page whether it did (on the message's port). */
export async function fillLocalCopyInWorker(
  { rows }: FillLocalCopyMessage,
  reply: MessagePort | undefined,
): Promise<void> {
  let written = false;
  try {
    await storePublicData(rows);
    written = true;
  } catch (error) {
    console.warn('Kunde inte spara jobb och annonser lokalt', error);
  }
  reply?.postMessage(written);
}
