// Build time only (scripts/vite-plugin-prerender.ts): renders a route as an anonymous visitor
// sees it, so its HTML can paint the page before any JavaScript has arrived.
import { RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { DEFAULT_PROVIDER } from '@/content/legal/defaultProvider';
import { JobDetailSkeleton } from '@/features/jobs';
import { providerQueryOptions } from '@/features/settings';
import { PROVIDER_PATHS } from './pages';
import { loadedRouter, withoutMantineStyles, withProviders } from './renderApp';

export { renderJobTemplates } from './jobTemplates';
export { NOT_FOUND_PATH, PRERENDERED_PATHS } from './pages';

export async function renderRoute(path: string): Promise<string> {
  // No database at build time; only the pages that name the provider get its default values (the
  // footer elsewhere shows the product name until the live settings arrive, as the app does).
  const { router, queryClient } = await loadedRouter(path, (queryClient) => {
    if (PROVIDER_PATHS.includes(path))
      queryClient.setQueryData(providerQueryOptions().queryKey, DEFAULT_PROVIDER);
  });
  return withProviders(queryClient, <RouterProvider router={router} />);
}

/**
 * The main content of a job page whose job is still loading (the route's pendingComponent). The
 * router renders a pending route only in the browser, so it is rendered on its own here.
 */
export async function renderJobSkeleton(): Promise<string> {
  const { router, queryClient } = await loadedRouter('/jobs/x');
  return withoutMantineStyles(
    withProviders(
      queryClient,
      <RouterContextProvider router={router}>
        <JobDetailSkeleton />
      </RouterContextProvider>,
    ),
  );
}
