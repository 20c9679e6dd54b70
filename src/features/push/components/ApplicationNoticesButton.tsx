// "Få notiser" for Mina ansökningar: a notice when an application's status changes.
import { Group, Text } from '@mantine/core';
import { NoticesButton } from '@/lib/ui/NoticesButton';
import {
  DEFAULT_PUSH_SETTINGS,
  usePushSettings,
  useSavePushSettings,
} from '../queries/pushSettings';

export function ApplicationNoticesButton({ userId }: { userId: string }) {
  const settings = usePushSettings(userId);
  const save = useSavePushSettings();
  const current = settings.data ?? DEFAULT_PUSH_SETTINGS;
  const set = (on: boolean) => () =>
    save.mutateAsync({ userId, settings: { ...current, application_status: on } });
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">Få en notis när en ansökan får ny status.</Text>
      <NoticesButton
        on={current.application_status}
        turnOn={set(true)}
        turnOff={set(false)}
        about="status på mina ansökningar"
        disabled={!settings.data}
      />
    </Group>
  );
}
