// Everything the app runs inside: Mantine (theme) and the TanStack Query client (its persisted
// cache is restored before the page is hydrated, src/app/start.tsx). The build renders pages in
// the same providers (src/prerender/renderApp.tsx), so hydration finds the same tree.
// Toasts are mounted by the root route, inside the router, so they may hold router links.
import './mantineStyles';
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/queryClient';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
