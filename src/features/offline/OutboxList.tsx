// The outbox page's list: what waits (Väntar, Skickas, Avvisad with its reason) and, below, what
// has gone out (Skickad), each with only the actions that fit its state.
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatFileSize } from '@/entities/documents';
import type { OutboxItem } from '@/lib/offline/db';
import { dismissOutboxItem, sendNow } from '@/lib/offline/sync';
import { useOnlineStatus } from '@/lib/offline/useOnlineStatus';
import { outboxListTexts } from './outboxListTexts';
import { offlineTexts } from './texts';
import { useOutboxItems } from './useOutbox';

type ShownState = 'waiting' | 'sending' | 'delivered' | 'rejected';

const stateBadge: Record<ShownState, { label: string; color: string }> = {
  waiting: { label: outboxListTexts.stateWaiting, color: 'orange' },
  sending: { label: outboxListTexts.stateSending, color: 'blue' },
  delivered: { label: outboxListTexts.stateDelivered, color: 'teal' },
  rejected: { label: outboxListTexts.stateRejected, color: 'red' },
};

/** An application the server already has, whose employer notice is still to go, is "Skickad". */
function shownState(item: OutboxItem): ShownState {
  return item.accepted && item.state !== 'rejected' ? 'delivered' : item.state;
}

const createdFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short' });

/** "Skicka nu" / "Försök igen": its progress on the button, what became of it below the card. */
function useSendNow(id: string) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setResult(null);
    try {
      const outcome = (await sendNow(id))?.outcome;
      if (outcome?.kind === 'delivered') setResult(outboxListTexts.sentNow);
      else if (outcome) setResult(outboxListTexts.notSentYet(outcome.reason));
    } finally {
      setBusy(false);
    }
  };
  return { busy, result, send };
}

function SendNowButton({
  busy,
  disabled,
  label,
  onClick,
}: {
  busy: boolean;
  disabled: boolean;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button size="xs" variant="light" loading={busy} disabled={disabled} onClick={onClick}>
      {busy ? outboxListTexts.sendingNow : label}
    </Button>
  );
}

function OutboxEntry({ item, online }: { item: OutboxItem; online: boolean }) {
  const state = shownState(item);
  const badge = stateBadge[state];
  const sending = useSendNow(item.id);
  const sendButton = (label: string) => (
    <SendNowButton
      busy={sending.busy}
      disabled={!online || item.state === 'sending'}
      label={label}
      onClick={() => void sending.send()}
    />
  );
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
          <AttachedFiles item={item} />
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
          {outboxListTexts.acceptedNote}
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
            {sendButton(outboxListTexts.sendNow)}
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              c="red.9"
              onClick={() => dismiss(outboxListTexts.confirmDismissWaiting)}
            >
              {outboxListTexts.dismiss}
            </Button>
          </>
        )}
        {state === 'rejected' && (
          <>
            {item.retryable && sendButton(outboxListTexts.retry)}
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              c="red.9"
              onClick={() => dismiss(outboxListTexts.confirmDismissRejected)}
            >
              {outboxListTexts.dismiss}
            </Button>
          </>
        )}
        {item.state === 'delivered' && (
          // A subtle button's text stops at shade 6 (3.3:1 for gray): the text colour is set.
          <Button size="xs" variant="subtle" color="gray" c="gray.8" onClick={() => dismiss(null)}>
            {outboxListTexts.dismissDelivered}
          </Button>
        )}
      </Group>
      <Text fz="sm" mt={sending.result ? 'xs' : 0} role="status">
        {sending.result}
      </Text>
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
          {outboxListTexts.outboxEmpty}
        </Alert>
      ) : (
        <EntryList items={pending} online={online} label={offlineTexts.outboxTitle} />
      )}
      {sent.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {outboxListTexts.deliveredHeading}
          </Title>
          <EntryList items={sent} online={online} label={outboxListTexts.deliveredHeading} />
        </Stack>
      )}
    </Stack>
  );
}

/** The files waiting with an application, and how much they weigh on the device. */
function AttachedFiles({ item }: { item: OutboxItem }) {
  const files = item.kind === 'application' ? (item.payload.files ?? []) : [];
  if (files.length === 0) return null;
  const size = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <Text fz="sm">
      Bifogat: {files.map((file) => file.name).join(', ')} ({formatFileSize(size)})
    </Text>
  );
}
