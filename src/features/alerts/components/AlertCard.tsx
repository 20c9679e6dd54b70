// One Bevakning on the Bevakningar page: its filters, how often it e-mails, and its actions.
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { jobCountText } from '@shared/email/job-alert-digest.ts';
import type { JobAlertInput } from '@shared/schemas';
import { parseJobSearch, type SearchableJob } from '@shared/search';
import { Link } from '@tanstack/react-router';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { NoticesButton } from '@/lib/ui/NoticesButton';
import { alertErrorMessage } from '../alertErrorMessage';
import { describeSearch } from '../describeSearch';
import { countNewJobs, markAlertSeen } from '../newJobs';
import { useDeleteJobAlert } from '../queries/deleteJobAlert';
import type { JobAlert } from '../queries/jobAlerts';
import { useUpdateJobAlert } from '../queries/updateJobAlert';
import { FREQUENCY_BADGES } from '../texts';
import { AlertForm } from './AlertForm';

const dateTime = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeStyle: 'short' });

function failed(error: unknown) {
  notifications.show({ title: 'Det gick inte', message: alertErrorMessage(error), color: 'red' });
}

type Props = {
  alert: JobAlert;
  userId: string;
  /** The local copy's published jobs, once read: the count of new ones comes from them. */
  jobs: readonly SearchableJob[] | undefined;
};

export function AlertCard({ alert, userId, jobs }: Props) {
  const [editing, edit] = useDisclosure(false);
  const [confirming, confirm] = useDisclosure(false);
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const titleId = `bevakning-${alert.id}`;
  const newJobs = jobs ? countNewJobs(jobs, alert) : null;

  const save = async (changes: JobAlertInput) => {
    try {
      await update.mutateAsync({ userId, id: alert.id, changes });
      edit.close();
      notifications.show({ title: 'Bevakningen ändrad', message: changes.name, color: 'teal' });
    } catch (error) {
      failed(error);
    }
  };

  const setPush = (push: boolean) => async () => {
    await update.mutateAsync({ userId, id: alert.id, changes: { push } });
    notifications.show({
      title: push ? 'Notiser på' : 'Notiser av',
      message: push
        ? `Du får en notis när nya jobb för ”${alert.name}” publiceras.`
        : `Inga fler notiser för ”${alert.name}”.`,
      color: 'teal',
    });
  };

  const deleteAlert = async () => {
    try {
      await remove.mutateAsync({ userId, id: alert.id });
      confirm.close();
      notifications.show({ title: 'Bevakningen borttagen', message: alert.name, color: 'teal' });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {alert.name}
          </Title>
          <Badge
            variant={alert.frequency === 'off' ? 'default' : 'light'}
            style={{ flexShrink: 0 }}
          >
            {FREQUENCY_BADGES[alert.frequency]}
          </Badge>
        </Group>
        <Text size="sm">{describeSearch(alert.search).join(' · ')}</Text>
        {newJobs !== null && (
          <Text size="sm" fw={newJobs > 0 ? 700 : undefined}>
            {newJobs > 0 ? jobCountText(newJobs) : 'Inga nya jobb'}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {alert.last_sent_at
            ? `Senaste e-post ${dateTime.format(new Date(alert.last_sent_at))}`
            : 'Ingen e-post skickad än'}
        </Text>
        <Group gap="xs" mt="xs">
          <Button
            size="sm"
            renderRoot={(props) => (
              <Link {...props} to="/jobs" search={parseJobSearch(alert.search)} />
            )}
            onClick={() => markAlertSeen(alert.id)}
          >
            Visa jobben
          </Button>
          <NoticesButton
            on={alert.push}
            turnOn={setPush(true)}
            turnOff={setPush(false)}
            about={alert.name}
          />
          <Button
            variant="default"
            size="sm"
            onClick={edit.open}
            aria-label={`Ändra ${alert.name}`}
          >
            Ändra
          </Button>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="sm"
            onClick={confirm.open}
            aria-label={`Ta bort ${alert.name}`}
          >
            Ta bort
          </Button>
        </Group>
      </Stack>
      <Modal opened={editing} onClose={edit.close} title="Ändra bevakning" centered>
        <AlertForm
          initial={{ name: alert.name, frequency: alert.frequency }}
          submitLabel="Spara ändringar"
          pending={update.isPending}
          onSubmit={save}
          onCancel={edit.close}
        />
      </Modal>
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title="Ta bort bevakning"
        confirmLabel="Ta bort"
        pending={remove.isPending}
        onConfirm={deleteAlert}
      >
        <Text>
          Vill du ta bort bevakningen ”{alert.name}”? Du får då ingen mer e-post från den.
        </Text>
      </ConfirmDialog>
    </Card>
  );
}
