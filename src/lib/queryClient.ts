// The app's TanStack Query client and the localStorage persister that keeps its cache across reloads.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';

declare const __BUILD_ID__: string;

/** How long a persisted cache is trusted; gcTime must be at least this or entries vanish early. */
export const PERSIST_MAX_AGE = 1000 * 60 * 60 * 24;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: PERSIST_MAX_AGE,
      staleTime: 30_000,
      retry: 1,
    },
  },
});

export const queryPersister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: 'lakarjobb-norden-query-cache',
});

export const persistOptions = {
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE,
  buster: __BUILD_ID__,
};
