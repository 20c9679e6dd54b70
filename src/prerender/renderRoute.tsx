// Build time only (scripts/vite-plugin-prerender.ts): renders a route as an anonymous visitor
// sees it, so its HTML can paint the page before any JavaScript has arrived.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRouter,
  RouterContextProvider,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { cssVariablesResolver, theme } from '@/app/theme';
import { DEFAULT_PROVIDER } from '@/content/legal/defaultProvider';
import { JobDetailSkeleton } from '@/features/jobs';
import { providerQueryOptions } from '@/features/settings';
import { routeTree } from '../routeTree.gen';
import { PROVIDER_PATHS } from './pages';

export { NOT_FOUND_PATH, PRERENDERED_PATHS } from './pages';

async function loadedRouter(path: string) {
  // The PWA register hook asks `'serviceWorker' in navigator` while rendering; Node 21+ has a
  // navigator without one, Node 20 none at all.
  globalThis.navigator ??= {} as Navigator;
  const queryClient = new QueryClient();
  // No database at build time; only the pages that name the provider get its default values (the
  // footer elsewhere shows the product name until the live settings arrive, as the app does).
  if (PROVIDER_PATHS.includes(path))
    queryClient.setQueryData(providerQueryOptions().queryKey, DEFAULT_PROVIDER);
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return { router, queryClient };
}

function withProviders(queryClient: QueryClient, children: ReactNode): string {
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

export async function renderRoute(path: string): Promise<string> {
  const { router, queryClient } = await loadedRouter(path);
  return withProviders(queryClient, <RouterProvider router={router} />);
}

/**
 * The main content of a job page whose job is still loading (the route's pendingComponent). The
 * router renders a pending route only in the browser, so it is rendered on its own here.
 */
export async function renderJobSkeleton(): Promise<string> {
  const { router, queryClient } = await loadedRouter('/jobs/x');
  // Without Mantine's global variables and classes: the page around it has them already.
  return withProviders(
    queryClient,
    <RouterContextProvider router={router}>
      <JobDetailSkeleton />
    </RouterContextProvider>,
  ).replace(/<style data-mantine-styles="(?:true|classes)">[\s\S]*?<\/style>/g, '');
}
