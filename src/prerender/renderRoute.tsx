// Build time only (scripts/vite-plugin-prerender.ts): renders a route as an anonymous visitor
// sees it, so its HTML paints the page before any JavaScript has arrived and React hydrates it.
import { RouterProvider } from '@tanstack/react-router';
import { DEFAULT_PROVIDER } from '@/content/legal/defaultProvider';
import { providerQueryOptions } from '@/features/settings';
import { loadedRouter, renderPage } from './renderApp';

export { renderJobTemplates } from './jobTemplates';
export { JOB_PAGE_EXAMPLE, NOT_FOUND_PATH, PRERENDERED_PATHS } from './pages';

export async function renderRoute(path: string): Promise<string> {
  // No database at build time: the provider's default values, which a page's first render in the
  // browser shows too (src/features/settings/provider.ts).
  const { router, queryClient } = await loadedRouter(path, (queryClient) =>
    queryClient.setQueryData(providerQueryOptions().queryKey, DEFAULT_PROVIDER),
  );
  return renderPage(queryClient, <RouterProvider router={router} />);
}
