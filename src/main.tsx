import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { carryOverInput } from './app/takeOver';
import { restorePersistedQueries } from './lib/queryClient';
import { nextTask } from './lib/whenIdle';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Elementet #root saknas i index.html');

// index.html holds a prerendered page (scripts/vite-plugin-prerender.ts) that React replaces on
// its first render. Loading the route (its code and data) first makes that render the finished
// page, so the prerendered one never blinks out for a loading state. The wait is bounded: on a
// slow connection a route's data can take long, and until React runs the header is dead markup;
// past the bound the router shows its own pending state. As a transition, the render yields to
// the browser every few milliseconds instead of blocking input in one long task.
const LOAD_WAIT_MS = 1000;

// Evaluating the start-up code, building the router and restoring the cache are each a task of
// their own (nextTask), none of them long on a phone's CPU.
async function start(root: HTMLElement): Promise<void> {
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

void start(rootElement);

/**
 * Runs `run` right after the first commit, in the same task: the prerendered markup is gone, and
 * no keystroke can arrive between the swap and the carry-over (after a paint, keys typed into the
 * replaced field would go nowhere until the focus moved to the live one).
 */
function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}
