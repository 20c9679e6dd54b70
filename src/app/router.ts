import { createRouter } from '@tanstack/react-router';
import { queryClient } from '@/lib/queryClient';
import { routeTree } from '../routeTree.gen';

/**
 * The app's router. Building it processes the whole route tree: src/app/start.tsx calls this in a
 * task of its own, after the start-up code has been evaluated, so that neither is a long task on a
 * phone. The build renders the same routes (src/prerender/renderApp.tsx).
 */
export const createAppRouter = () =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns caching; the router always asks it (ensureQueryData is cheap when fresh).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
