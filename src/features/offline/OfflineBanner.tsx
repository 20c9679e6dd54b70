// The notice shown across the top of every page while the browser is offline.
import { Alert, Container } from '@mantine/core';
import { useOnlineStatus } from '@/lib/offline/useOnlineStatus';
import { offlineTexts } from './texts';

export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Container size="xl" mt="sm">
      <Alert color="yellow" variant="light" title={offlineTexts.bannerTitle} role="status">
        {offlineTexts.bannerMessage}
      </Alert>
    </Container>
  );
}
