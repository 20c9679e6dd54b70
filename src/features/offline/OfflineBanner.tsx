// The notice shown across the top of every page while the browser is offline: a slim bar, so a
// phone keeps its first screen for the page itself (the full card took ~280 of 844 px).
import { Box, Container, Text } from '@mantine/core';
import { useOnlineStatus } from '@/lib/offline/useOnlineStatus';
import { offlineTexts } from './texts';

export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Box bg="yellow.1" py={6} role="status" data-testid="offline-banner">
      <Container size="xl">
        <Text size="sm" c="dark.7" lh={1.35}>
          <Text span fw={700} inherit>
            {offlineTexts.bannerTitle}.
          </Text>{' '}
          {offlineTexts.bannerMessage}
        </Text>
      </Container>
    </Box>
  );
}
