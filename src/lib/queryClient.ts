// The app's TanStack Query client and the localStorage persister that keeps its cache across reloads.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { defaultShouldDehydrateQuery, type Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';

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

/**
 * Query keys (first element) whose data is other people's personal data: the back office's lists
 * of applications, requests, users and settings; an employer's report, and an application shown
 * through its employer's link (/ansokan), whose keys hold the link's secret token. They stay in
 * memory only, never in localStorage.
 */
export const MEMORY_ONLY_QUERY_KEYS: readonly string[] = [
  'admin',
  'report',
  'application-share',
  'shortlist',
];

/**
 * Query keys whose data the local copy in IndexedDB already holds (src/lib/offline/publicData.ts)
 * and reads back in milliseconds: kept in localStorage as well, the job list would be serialised
 * in one long task after every change and parsed again at every start.
 */
export const LOCAL_COPY_QUERY_KEYS: readonly string[] = ['jobs', 'banners'];

/** TanStack's default (only successful queries) minus the memory-only and local-copy keys. */
export function shouldPersistQuery(query: Query): boolean {
  const [scope] = query.queryKey;
  return (
    defaultShouldDehydrateQuery(query) &&
    !(
      typeof scope === 'string' &&
      (MEMORY_ONLY_QUERY_KEYS.includes(scope) || LOCAL_COPY_QUERY_KEYS.includes(scope))
    )
  );
}

const persistOptions = {
  queryClient,
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE,
  buster: __BUILD_ID__,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};

/**
 * Puts the persisted cache back into the client, then keeps it saved. Called before the first
 * render (src/main.tsx): PersistQueryClientProvider would render once while restoring and then
 * render every component with a query again, in one task that cannot yield.
 */
export async function restorePersistedQueries(): Promise<void> {
  await persistQueryClientRestore(persistOptions);
  persistQueryClientSubscribe(persistOptions);
}
