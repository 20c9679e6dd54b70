// The app's start over the prerendered page: the router, the providers, and React hydrating the
// page's markup (or, on the shell, rendering over it).
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { handInputToReact, keepPressesOnEarlyPaint, rememberEarlyInput } from '@/lib/earlyInput';
import { restorePersistedQueries } from '@/lib/queryClient';
import { isDeliberateClientRender } from '@/lib/ui/ClientData';
import { nextTask } from '@/lib/whenIdle';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

/**
 * A prerendered page's markup that differs from React's first render in the browser: a bug (the
 * render read something the build could not know). React recovers by rendering the nearest
 * Suspense boundary, or the page, afresh; the e2e tests fail on this message
 * (tests/e2e/hydration.spec.ts). ClientData's parts are left to the browser on purpose.
 */
function reportMismatch(error: unknown): void {
  if (isDeliberateClientRender(error)) return;
  console.error('Hydreringsfel: sidans förrenderade HTML skiljer sig från appens', error);
}

/**
 * Starts the app in #root. Evaluating the start-up code (src/main.tsx), building the router and
 * restoring the cache are each a task of their own, none of them long on a phone's CPU. The route
 * is loaded first (its loader waits briefly for its rows, src/lib/loaderWait.ts), so React's first
 * render is the page the build rendered: a prerendered page (`data-hydrate`, the build's page
 * files) is hydrated, its event handlers attached to the markup already on screen; the shell (any
 * other path) is rendered over, as a transition, which yields to input while it runs.
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Elementet #root saknas på sidan');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // The persisted cache first: the route's loader then finds what it holds.
  await restorePersistedQueries().catch(console.error);
  await router.load().catch(console.error);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (root.hasAttribute('data-hydrate')) {
    // As the build rendered it: the route's match without the router's own pending boundary,
    // which TanStack Router's client hydration leaves out the same way.
    router.ssr = { manifest: undefined };
    rememberEarlyInput(root);
    keepPressesOnEarlyPaint(root);
    handInputToReact();
    hydrateRoot(root, app, { onRecoverableError: reportMismatch });
  } else {
    rememberEarlyInput(root);
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}
