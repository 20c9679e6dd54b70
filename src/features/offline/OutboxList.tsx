// The outbox page's list: each waiting or refused application/request with its state and reason,
// and what the user can do about it (send now, try again, remove).
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { OutboxItem } from '@/lib/offline/db';
import { dismissOutboxItem, flushOutbox, retryOutboxItem } from '@/lib/offline/sync';
import { useOnlineStatus } from '@/lib/offline/useOnlineStatus';
import { offlineTexts } from './texts';
import { useOutboxItems } from './useOutbox';

const stateBadge: Record<OutboxItem['state'], { label: string; color: string }> = {
  waiting: { label: offlineTexts.stateWaiting, color: 'orange' },
  sending: { label: offlineTexts.stateSending, color: 'blue' },
  rejected: { label: offlineTexts.stateRejected, color: 'red' },
};

const createdFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short' });

function dismiss(id: string) {
  if (window.confirm(offlineTexts.confirmDismiss)) void dismissOutboxItem(id);
}

function OutboxEntry({ item, online }: { item: OutboxItem; online: boolean }) {
  const badge = stateBadge[item.state];
  return (
    <Card component="li" withBorder padding="md" data-outbox-state={item.state}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text fw={600}>{item.summary}</Text>
          <Text fz="sm" c="gray.7">
            Skapad{' '}
            <time dateTime={item.createdAt}>{createdFormat.format(new Date(item.createdAt))}</time>
          </Text>
        </Stack>
        <Badge color={badge.color} variant="light">
          {badge.label}
        </Badge>
      </Group>
      {item.lastError && (
        <Text
          fz="sm"
          mt="xs"
          c={item.state === 'rejected' ? 'var(--mantine-color-error)' : 'gray.7'}
        >
          {item.lastError}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        {item.state === 'rejected' ? (
          <Button
            size="xs"
            variant="light"
            disabled={!online}
            onClick={() => void retryOutboxItem(item.id)}
          >
            {offlineTexts.retry}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            disabled={!online || item.state === 'sending'}
            onClick={() => void flushOutbox({ ignoreBackoff: true })}
          >
            {offlineTexts.sendNow}
          </Button>
        )}
        <Button size="xs" variant="subtle" color="red.9" onClick={() => dismiss(item.id)}>
          {offlineTexts.dismiss}
        </Button>
      </Group>
    </Card>
  );
}

export function OutboxList() {
  const items = useOutboxItems();
  const online = useOnlineStatus();
  if (!items) return null;
  if (items.length === 0) {
    return (
      <Alert color="teal" variant="light">
        {offlineTexts.outboxEmpty}
      </Alert>
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={offlineTexts.outboxTitle}
    >
      {items.map((item) => (
        <OutboxEntry key={item.id} item={item} online={online} />
      ))}
    </Stack>
  );
}
