// "Få notiser" for one kind of notice in push_settings (status changes, invitations, interviews).
import { Group, Text } from '@mantine/core';
import { NoticesButton } from '@/lib/ui/NoticesButton';
import {
  DEFAULT_PUSH_SETTINGS,
  type PushKind,
  usePushSettings,
  useSavePushSettings,
} from '../queries/pushSettings';

type Props = {
  userId: string;
  kind: PushKind;
  /** What the doctor reads beside the button. */
  text: string;
  /** What the notices are about, in the button's accessible name. */
  about: string;
};

export function PushKindButton({ userId, kind, text, about }: Props) {
  const settings = usePushSettings(userId);
  const save = useSavePushSettings();
  const current = settings.data ?? DEFAULT_PUSH_SETTINGS;
  const set = (on: boolean) => () =>
    save.mutateAsync({ userId, settings: { ...current, [kind]: on } });
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{text}</Text>
      <NoticesButton
        on={current[kind]}
        turnOn={set(true)}
        turnOff={set(false)}
        about={about}
        disabled={!settings.data}
      />
    </Group>
  );
}

/** Mina ansökningar's and the profile's: a notice when an application's status changes. */
export const ApplicationNoticesButton = ({ userId }: { userId: string }) => (
  <PushKindButton
    userId={userId}
    kind="application_status"
    text="Få en notis när en ansökan får ny status."
    about="status på mina ansökningar"
  />
);
