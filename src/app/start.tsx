// The app's start over the prerendered page: the router, the providers and React's first render.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { restorePersistedQueries } from '@/lib/queryClient';
import { nextTask } from '@/lib/whenIdle';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import { carryOverInput } from './takeOver';

// index.html holds a prerendered page (scripts/vite-plugin-prerender.ts) that React replaces on
// its first render. Loading the route (its code and data) first makes that render the finished
// page, so the prerendered one never blinks out for a loading state. The wait is bounded: on a
// slow connection a route's data can take long, and until React runs the header is dead markup;
// past the bound the router shows its own pending state. As a transition, the render yields to
// the browser every few milliseconds instead of blocking input in one long task.
const LOAD_WAIT_MS = 1000;

/**
 * Starts the app over the prerendered page in #root. Evaluating the start-up code (src/main.tsx),
 * building the router and restoring the cache are each a task of their own, none of them long on a
 * phone's CPU.
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Elementet #root saknas i index.html');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  await Promise.race([
    // The persisted cache first: the route's loader then finds what it holds.
    restorePersistedQueries()
      .then(() => router.load())
      .catch(console.error),
    new Promise((resolve) => setTimeout(resolve, LOAD_WAIT_MS)),
  ]);
  const carryOver = carryOverInput(root);
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
          <AfterFirstCommit run={carryOver} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

/**
 * Runs `run` right after the first commit, in the same task: the prerendered markup is gone, and
 * no keystroke can arrive between the swap and the carry-over (after a paint, keys typed into the
 * replaced field would go nowhere until the focus moved to the live one).
 */
function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}
