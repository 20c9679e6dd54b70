// One object store of a small IndexedDB database of its own, with IndexedDB's API (no Dexie): for
// what must work before Dexie is loaded, or in the service worker (the auth session, unsent ad
// events). The database opens on first use; a failed open is tried again on the next use.
export type InStore = <T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
) => Promise<T>;

export function idbStore(
  dbName: string,
  storeName: string,
  options?: IDBObjectStoreParameters,
): InStore {
  let opened: Promise<IDBDatabase> | undefined;
  const openDb = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName, options);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }).catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };
  return async (mode, use) => {
    const db = await openDb();
    return new Promise((resolve, reject) => {
      const request = use(db.transaction(storeName, mode).objectStore(storeName));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  };
}
