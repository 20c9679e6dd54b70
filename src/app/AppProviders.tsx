// Everything the app runs inside: Mantine (theme) and the persisted TanStack Query cache.
// Toasts are mounted by the root route, inside the router, so they may hold router links.
import './mantineStyles';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { persistOptions, queryClient } from '@/lib/queryClient';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        {children}
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
