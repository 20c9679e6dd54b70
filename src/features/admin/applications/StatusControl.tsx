// An application's status and the explicit way to change it. A select that saved on
// change let one arrow key e-mail a doctor "Granskad", the next "Erbjuden tjänst" or "Avböjd". Now a menu
// names the new status (arrow keys only move within it), a dialog shows the e-mail the applicant
// will get, and for UNDO_SECONDS after the change a toast offers "Ångra". The database holds the
// message back for longer than that (15 s) and drops it when the change is undone, so an undone
// change e-mails no one.
import { Badge, Button, Group, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { applicationStatusEmail } from '@shared/email/applicant-messages.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { notifySuccess } from '../notify';
import { providerSettingsQueryOptions } from '../settings/settingsQueries';
import {
  ADMIN_STATUSES,
  APPLICATION_STATUS_LABEL,
  type ApplicationRow,
  type ApplicationStatus,
  useApplicationStatusMutation,
} from './applicationQueries';

/** How long the toast after a change offers to undo it (the database waits 15 s). */
export const UNDO_SECONDS = 10;

export function StatusControl({ row }: { row: ApplicationRow }) {
  const [next, setNext] = useState<ApplicationStatus | null>(null);
  const setStatus = useApplicationStatusMutation();
  const settings = useQuery({ ...providerSettingsQueryOptions(), enabled: next !== null });
  const label = APPLICATION_STATUS_LABEL[row.status];
  if (row.status === 'withdrawn') return <Badge variant="light">{label}</Badge>;

  const email =
    next && settings.data
      ? applicationStatusEmail(row, next, settings.data, window.location.origin)
      : undefined;

  function undo(previous: ApplicationStatus) {
    setStatus.mutate(
      { id: row.id, status: previous },
      { onSuccess: () => notifySuccess('Ändringen är ångrad', 'Inget mejl skickas.') },
    );
  }

  function confirm() {
    if (!next) return;
    const previous = row.status;
    const chosen = next;
    setStatus.mutate(
      { id: row.id, status: chosen },
      {
        onSuccess: () => {
          setNext(null);
          const id = `status-${row.id}-${Date.now()}`;
          notifications.show({
            id,
            color: 'teal',
            autoClose: UNDO_SECONDS * 1000,
            title: `Status ändrad till ${APPLICATION_STATUS_LABEL[chosen]}`,
            message: (
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">
                  Mejlet till {row.applicant_email} skickas om {UNDO_SECONDS} sekunder.
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  onClick={() => {
                    notifications.hide(id);
                    undo(previous);
                  }}
                >
                  Ångra
                </Button>
              </Group>
            ),
          });
        },
      },
    );
  }

  return (
    // Wide enough for the longest label (Inkommen) beside the button: a squeezed cell cut both.
    <Group gap="xs" wrap="nowrap" miw={170}>
      <Badge variant="light" style={{ flexShrink: 0 }}>
        {label}
      </Badge>
      {/* In the page, not a portal: a menu at the end of <body> is outside every landmark. Fixed,
          so the table's scrolling box does not clip it. */}
      <Menu
        position="bottom-end"
        withinPortal={false}
        floatingStrategy="fixed"
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`Ändra status för ansökan från ${row.applicant_name}`}
            loading={setStatus.isPending}
            style={{ flexShrink: 0 }}
          >
            Ändra
          </Button>
        </Menu.Target>
        {/* A role=menu holds only items (aria-required-children): its heading is for the eye (the
            menu is named by its button), and no empty focus placeholder sits among the items. */}
        <Menu.Dropdown>
          <Menu.Label aria-hidden>Ny status</Menu.Label>
          {ADMIN_STATUSES.filter((status) => status !== row.status).map((status) => (
            <Menu.Item key={status} onClick={() => setNext(status)}>
              {APPLICATION_STATUS_LABEL[status]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={next !== null}
        title={`Ändra status till ${next ? APPLICATION_STATUS_LABEL[next] : ''}?`}
        confirmLabel="Ändra och skicka mejl"
        color="blue.8"
        pending={setStatus.isPending}
        onClose={() => setNext(null)}
        onConfirm={confirm}
      >
        <Text size="sm">
          {row.applicant_name} får det här mejlet till {row.applicant_email}. Du kan ångra ändringen
          i {UNDO_SECONDS} sekunder innan mejlet skickas.
        </Text>
        {email ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Ämne: {email.subject}
            </Text>
            {/* A long message scrolls: focusable, so keyboard users can scroll it too. */}
            <ScrollArea.Autosize
              mah={220}
              type="auto"
              viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Mejlets text' }}
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {email.text}
              </Text>
            </ScrollArea.Autosize>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Mejlet hämtas …
          </Text>
        )}
      </ConfirmDialog>
    </Group>
  );
}
