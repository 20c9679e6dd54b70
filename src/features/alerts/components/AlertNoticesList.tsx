// The profile's notices for new jobs: each Bevakning with its "Få notiser", beside its e-mail.
import { Group, Stack, Text } from '@mantine/core';
import { NoticesButton } from '@/lib/ui/NoticesButton';
import { useJobAlerts } from '../queries/jobAlerts';
import { useUpdateJobAlert } from '../queries/updateJobAlert';
import { FREQUENCY_BADGES } from '../texts';

export function AlertNoticesList({ userId }: { userId: string }) {
  const alerts = useJobAlerts(userId);
  const update = useUpdateJobAlert();
  if (!alerts.data) return null;
  if (alerts.data.length === 0) {
    return (
      <Text size="sm">Nya jobb: spara en sökning som bevakning för att få notiser om den.</Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Nya jobb för dina bevakningar
      </Text>
      {alerts.data.map((alert) => (
        <Group key={alert.id} justify="space-between" wrap="nowrap">
          <div>
            <Text size="sm">{alert.name}</Text>
            <Text size="xs" c="gray.7">
              {FREQUENCY_BADGES[alert.frequency]}
            </Text>
          </div>
          <NoticesButton
            on={alert.push}
            turnOn={() => update.mutateAsync({ userId, id: alert.id, changes: { push: true } })}
            turnOff={() => update.mutateAsync({ userId, id: alert.id, changes: { push: false } })}
            about={alert.name}
          />
        </Group>
      ))}
    </Stack>
  );
}
