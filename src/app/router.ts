import { createRouter } from '@tanstack/react-router';
import { queryClient } from '@/lib/queryClient';
import { routeTree } from '../routeTree.gen';
import { parseSearch, stringifySearch } from './searchParams';

let rendered = false;

/**
 * The router restores a page's scroll (or goes to the top) each time it renders a location, the
 * first one too: on a prerendered page that the visitor scrolled before the app ran, that threw
 * them back to the top, and a press under way landed elsewhere. A page scrolled by then keeps
 * its place; a reload's comes from the browser (the router sets it back to "auto" on leaving).
 */
function keepScrollOfFirstPage(): boolean {
  const first = !rendered;
  rendered = true;
  return !(first && window.scrollY > 0);
}

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
    scrollRestoration: keepScrollOfFirstPage,
    parseSearch,
    stringifySearch,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
