import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { router } from './app/router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Elementet #root saknas i index.html');

// index.html holds a prerendered page (scripts/vite-plugin-prerender.ts) that React replaces on
// its first render. Loading the route (its code and data) first makes that render the finished
// page, so the prerendered one never blinks out for a loading state. As a transition, that render
// yields to the browser every few milliseconds instead of blocking input in one long task.
void router
  .load()
  .catch(console.error)
  .finally(() => {
    const root = createRoot(rootElement);
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  });
