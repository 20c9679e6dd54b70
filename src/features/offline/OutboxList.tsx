// The outbox page's list: what waits (Väntar, Skickas, Avvisad with its reason) and, below, what
// has gone out (Skickad), each with only the actions that fit its state.
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { OutboxItem } from '@/lib/offline/db';
import { dismissOutboxItem, sendNow } from '@/lib/offline/sync';
import { useOnlineStatus } from '@/lib/offline/useOnlineStatus';
import { offlineTexts } from './texts';
import { useOutboxItems } from './useOutbox';

type ShownState = 'waiting' | 'sending' | 'delivered' | 'rejected';

const stateBadge: Record<ShownState, { label: string; color: string }> = {
  waiting: { label: offlineTexts.stateWaiting, color: 'orange' },
  sending: { label: offlineTexts.stateSending, color: 'blue' },
  delivered: { label: offlineTexts.stateDelivered, color: 'teal' },
  rejected: { label: offlineTexts.stateRejected, color: 'red' },
};

/** An application the server already has, whose employer notice is still to go, is "Skickad". */
function shownState(item: OutboxItem): ShownState {
  return item.accepted && item.state !== 'rejected' ? 'delivered' : item.state;
}

const createdFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short' });

/** "Skicka nu" / "Försök igen" with its progress and what became of it. */
function SendNowButton({
  item,
  online,
  label,
}: {
  item: OutboxItem;
  online: boolean;
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setResult(null);
    try {
      const attempt = await sendNow(item.id);
      const outcome = attempt?.outcome;
      if (!outcome) setResult(null);
      else if (outcome.kind === 'delivered') setResult(offlineTexts.sentNow);
      else setResult(offlineTexts.notSentYet(outcome.reason));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        loading={busy}
        disabled={!online || item.state === 'sending'}
        onClick={() => void send()}
      >
        {busy ? offlineTexts.sendingNow : label}
      </Button>
      <Text fz="sm" role="status" w="100%">
        {result}
      </Text>
    </>
  );
}

function OutboxEntry({ item, online }: { item: OutboxItem; online: boolean }) {
  const state = shownState(item);
  const badge = stateBadge[state];
  const dismiss = (confirmText: string | null) => {
    if (confirmText === null || window.confirm(confirmText)) void dismissOutboxItem(item.id);
  };
  return (
    <Card component="li" withBorder padding="md" data-outbox-state={state}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.summary}
          </Text>
          <Text fz="sm" c="gray.7">
            Skapad{' '}
            <time dateTime={item.createdAt}>{createdFormat.format(new Date(item.createdAt))}</time>
          </Text>
        </Stack>
        <Badge
          color={badge.color}
          variant="light"
          data-testid="outbox-state"
          style={{ flexShrink: 0, overflow: 'visible' }}
        >
          {badge.label}
        </Badge>
      </Group>
      {state === 'delivered' && item.accepted && item.state !== 'delivered' ? (
        <Text fz="sm" mt="xs" c="gray.7">
          {offlineTexts.acceptedNote}
        </Text>
      ) : (
        item.lastError &&
        state !== 'delivered' && (
          <Text fz="sm" mt="xs" c={state === 'rejected' ? 'var(--mantine-color-error)' : 'gray.7'}>
            {item.lastError}
          </Text>
        )
      )}
      <Group gap="xs" mt="sm">
        {state === 'waiting' && (
          <>
            <SendNowButton item={item} online={online} label={offlineTexts.sendNow} />
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              onClick={() => dismiss(offlineTexts.confirmDismissWaiting)}
            >
              {offlineTexts.dismiss}
            </Button>
          </>
        )}
        {state === 'rejected' && (
          <>
            {item.retryable && (
              <SendNowButton item={item} online={online} label={offlineTexts.retry} />
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              onClick={() => dismiss(offlineTexts.confirmDismissRejected)}
            >
              {offlineTexts.dismiss}
            </Button>
          </>
        )}
        {item.state === 'delivered' && (
          <Button size="xs" variant="subtle" color="gray.8" onClick={() => dismiss(null)}>
            {offlineTexts.dismissDelivered}
          </Button>
        )}
      </Group>
    </Card>
  );
}

function EntryList({
  items,
  online,
  label,
}: {
  items: OutboxItem[];
  online: boolean;
  label: string;
}) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item) => (
        <OutboxEntry key={item.id} item={item} online={online} />
      ))}
    </Stack>
  );
}

export function OutboxList() {
  const items = useOutboxItems();
  const online = useOnlineStatus();
  if (!items) return null;
  const pending = items.filter((item) => shownState(item) !== 'delivered');
  const sent = items.filter((item) => shownState(item) === 'delivered').reverse();
  return (
    <Stack gap="xl">
      {pending.length === 0 ? (
        <Alert color="teal" variant="light">
          {offlineTexts.outboxEmpty}
        </Alert>
      ) : (
        <EntryList items={pending} online={online} label={offlineTexts.outboxTitle} />
      )}
      {sent.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {offlineTexts.deliveredHeading}
          </Title>
          <EntryList items={sent} online={online} label={offlineTexts.deliveredHeading} />
        </Stack>
      )}
    </Stack>
  );
}
