// The admin guard of spec §6: Laddar... while checking; not signed in → /signin (the Logga in
// tab, and back to this admin page after it); not an admin (or a failed check) → /. Offline, it
// says the admin area needs a connection instead.
import { Alert, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { Navigate, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useOnlineStatus } from '@/lib/offline/useOnlineStatus';
import { LOADING, OFFLINE_NOTICE } from './texts';

export type AdminAccess = {
  /** supabase-js has restored (or ruled out) a stored session. */
  ready: boolean;
  signedIn: boolean;
  /** The user_roles check is still running. */
  checking: boolean;
  /** The check succeeded and found the admin row. */
  isAdmin: boolean;
};

export function AdminGate({ access, children }: { access: AdminAccess; children: ReactNode }) {
  const online = useOnlineStatus();
  // The admin page the visitor asked for: the resolved location, since the location itself moves
  // to /signin while this still renders during the redirect.
  const here = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).href,
  });
  if (!online) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title="Ingen internetanslutning">
          {OFFLINE_NOTICE}
        </Alert>
      </Container>
    );
  }
  if (!access.ready || (access.signedIn && access.checking)) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{LOADING}</Text>
        </Stack>
      </Center>
    );
  }
  if (!access.signedIn) {
    return <Navigate to="/signin" search={{ flik: 'logga-in', redirect: here }} replace />;
  }
  if (!access.isAdmin) return <Navigate to="/" replace />;
  return children;
}
