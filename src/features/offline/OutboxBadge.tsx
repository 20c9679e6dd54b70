// Header link to the outbox with the number of forms waiting to be sent; hidden when none waits.
// The full button sits in the desktop bar and the phone menu; `compact` is the phone header's own
// count, visible without opening the menu.
import { Badge, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLocalCount } from '@/lib/offline/useLocalCount';
import { offlineTexts } from './texts';

export function OutboxBadge({
  onNavigate,
  compact,
}: {
  onNavigate?: () => void;
  compact?: boolean;
}) {
  const count = useLocalCount('outbox');
  if (count === 0) return null;
  const label = `${offlineTexts.outboxLabel}: ${offlineTexts.waitingCount(count)} på att skickas`;
  if (compact) {
    return (
      <Badge
        component={Link}
        to="/outbox"
        color="orange"
        variant="filled"
        size="lg"
        aria-label={label}
        data-testid="header-outbox-count"
        style={{ cursor: 'pointer', flexShrink: 0, overflow: 'visible' }}
      >
        {offlineTexts.waitingCount(count)}
      </Badge>
    );
  }
  return (
    <Button
      component={Link}
      to="/outbox"
      variant="light"
      color="orange"
      onClick={onNavigate}
      aria-label={label}
    >
      {/* The words and number shown start the name (axe label-content-name-mismatch). */}
      {`${offlineTexts.outboxLabel} `}
      <Badge color="orange" variant="filled" size="sm" circle>
        {count}
      </Badge>
    </Button>
  );
}
