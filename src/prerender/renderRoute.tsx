// Build time only (scripts/vite-plugin-prerender.ts): renders a route as an anonymous visitor
// sees it, so index.html can paint the page before any JavaScript has arrived.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { cssVariablesResolver, theme } from '@/app/theme';
import { routeTree } from '../routeTree.gen';

export async function renderRoute(path: string): Promise<string> {
  // The PWA register hook asks `'serviceWorker' in navigator` while rendering; Node 21+ has a
  // navigator without one, Node 20 none at all.
  globalThis.navigator ??= {} as Navigator;
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}
