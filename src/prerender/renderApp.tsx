// Build time only: the app's routes rendered to HTML as an anonymous visitor sees them, with the
// providers the app wraps them in (shared by renderRoute.tsx and jobTemplates.tsx).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { parseSearch, stringifySearch } from '@/app/searchParams';
import { cssVariablesResolver, theme } from '@/app/theme';
import { digestOf, WithoutDatabase } from '@/lib/ui/ClientData';
import { routeTree } from '../routeTree.gen';

export { mainBounds } from './markup';

/** A router at `path`, loaded; `seed` puts data in its query cache first (there is no database). */
export async function loadedRouter(path: string, seed?: (queryClient: QueryClient) => void) {
  // The PWA register hook asks `'serviceWorker' in navigator' while rendering; Node 21+ has a
  // navigator without one, Node 20 none at all.
  globalThis.navigator ??= {} as Navigator;
  const queryClient = new QueryClient();
  seed?.(queryClient);
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch,
    stringifySearch,
  });
  await router.load();
  return { router, queryClient };
}

function providers(queryClient: QueryClient, children: ReactNode) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Markup around data the caller seeded (the early paint's templates), rendered in one go. */
export function withProviders(queryClient: QueryClient, children: ReactNode): string {
  return renderToString(providers(queryClient, children));
}

/**
 * A page as the browser hydrates it: its ClientData parts (rows from the database) as their
 * fallback, marked for the browser to render; lazy parts resolved. Any other error fails the build.
 */
export async function renderPage(queryClient: QueryClient, children: ReactNode): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <WithoutDatabase.Provider value={true}>
      {providers(queryClient, children)}
    </WithoutDatabase.Provider>,
    {
      // Every boundary inline, as finished markup: no outlined segments completed by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        const digest = digestOf(error);
        if (!digest) failures.push(error);
        return digest;
      },
    },
  );
  if (failures.length) throw failures[0];
  return new Response(prelude).text();
}

/** Mantine's global variables and classes: the page around a fragment has them already. */
export const withoutMantineStyles = (markup: string) =>
  markup.replace(/<style data-mantine-styles="(?:true|classes)">[\s\S]*?<\/style>/g, '');
