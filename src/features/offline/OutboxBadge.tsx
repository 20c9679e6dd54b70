// Header link to the outbox with the number of items waiting; hidden when nothing waits.
import { Badge, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLocalCount } from '@/lib/offline/useLocalCount';
import { offlineTexts } from './texts';

export function OutboxBadge({ onNavigate }: { onNavigate?: () => void }) {
  const count = useLocalCount('outbox');
  if (count === 0) return null;
  return (
    <Button
      component={Link}
      to="/outbox"
      variant="light"
      color="orange"
      onClick={onNavigate}
      rightSection={
        <Badge color="orange" variant="filled" size="sm" circle>
          {count}
        </Badge>
      }
      aria-label={`${offlineTexts.outboxLabel}: ${count} väntar på att skickas`}
    >
      {offlineTexts.outboxLabel}
    </Button>
  );
}
