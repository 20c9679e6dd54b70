// Build time only: the app's routes rendered to HTML as an anonymous visitor sees them, with the
// providers the app wraps them in (shared by renderRoute.tsx and jobTemplates.tsx).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { cssVariablesResolver, theme } from '@/app/theme';
import { routeTree } from '../routeTree.gen';

export { mainBounds } from './markup';

/** A router at `path`, loaded; `seed` puts data in its query cache first (there is no database). */
export async function loadedRouter(path: string, seed?: (queryClient: QueryClient) => void) {
  // The PWA register hook asks `'serviceWorker' in navigator` while rendering; Node 21+ has a
  // navigator without one, Node 20 none at all.
  globalThis.navigator ??= {} as Navigator;
  const queryClient = new QueryClient();
  seed?.(queryClient);
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return { router, queryClient };
}

export function withProviders(queryClient: QueryClient, children: ReactNode): string {
  return renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>,
  );
}

/** Mantine's global variables and classes: the page around a fragment has them already. */
export const withoutMantineStyles = (markup: string) =>
  markup.replace(/<style data-mantine-styles="(?:true|classes)">[\s\S]*?<\/style>/g, '');
