// Wraps pages that only work against the server (the admin area): offline, they say so plainly
// instead of failing with network errors.
import { Alert, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { offlineTexts } from './texts';
import { useOnlineStatus } from './useOnlineStatus';

export function RequiresConnection({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  if (online) return children;
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" variant="light" title={offlineTexts.needsConnectionTitle} role="status">
        {offlineTexts.needsConnectionMessage}
      </Alert>
    </Container>
  );
}
