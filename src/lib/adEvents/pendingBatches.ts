// Batches the page could not send (offline, lie-fi, server down), kept in IndexedDB until the
// connection returns, each with its idempotency key so a batch whose answer was lost counts once.
// Its own small database with IndexedDB's API: the sender must not load Dexie.
import type { AdEventBatch } from '@shared/schemas/ad-events';
import { idbStore } from '../idbStore';

const inStore = idbStore('lakarjobb-ad-events', 'batches', { keyPath: 'key' });

export const keepBatch = (batch: AdEventBatch) => inStore('readwrite', (s) => s.put(batch));
export const keptBatches = () => inStore<AdEventBatch[]>('readonly', (s) => s.getAll());
export const forgetBatch = (key: string) => inStore('readwrite', (s) => s.delete(key));
