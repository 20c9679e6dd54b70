// Batches the page could not send (offline, lie-fi, server down), kept in IndexedDB until the
// connection returns, each with its idempotency key so a batch whose answer was lost counts once.
// Its own small database with IndexedDB's API: the sender must not load Dexie.
import type { AdEventBatch } from '@shared/schemas/ad-events';

const DB_NAME = 'lakarjobb-ad-events';
const STORE = 'batches';

let opened: Promise<IDBDatabase> | undefined;

function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

async function inStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const request = use(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export const keepBatch = (batch: AdEventBatch) => inStore('readwrite', (s) => s.put(batch));
export const keptBatches = () => inStore<AdEventBatch[]>('readonly', (s) => s.getAll());
export const forgetBatch = (key: string) => inStore('readwrite', (s) => s.delete(key));
