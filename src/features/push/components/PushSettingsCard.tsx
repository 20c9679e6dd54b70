// The profile's "Notiser": each kind on or off (the Bevakningar come as `children`, from their
// own feature) and the quiet hours, Stockholm time, when nothing is pushed (held, then sent as one).
import { Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import {
  DEFAULT_PUSH_SETTINGS,
  usePushSettings,
  useSavePushSettings,
} from '../queries/pushSettings';
import { ApplicationNoticesButton, PushKindButton } from './PushKindButton';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

export function PushSettingsCard({ userId, children }: { userId: string; children: ReactNode }) {
  const settings = usePushSettings(userId);
  const save = useSavePushSettings();
  const current = settings.data ?? DEFAULT_PUSH_SETTINGS;

  const setHour = (field: 'quiet_from' | 'quiet_until') => async (value: string | null) => {
    if (value === null) return;
    try {
      await save.mutateAsync({ userId, settings: { ...current, [field]: Number(value) } });
    } catch {
      notifications.show({
        title: 'Det gick inte',
        message: 'Tysta timmar kunde inte sparas. Kontrollera din uppkoppling och försök igen.',
        color: 'red',
      });
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="notiser-rubrik">
      <Stack gap="md">
        <Title order={2} size="h3" id="notiser-rubrik">
          Notiser
        </Title>
        <Text size="sm">
          Notiser visas på den här enheten när appen är installerad. Du väljer själv vad du vill få
          notiser om.
        </Text>
        <ApplicationNoticesButton userId={userId} />
        <PushKindButton
          userId={userId}
          kind="invitations"
          text="Inbjudningar från rekryterare"
          about="inbjudningar från rekryterare"
        />
        <PushKindButton
          userId={userId}
          kind="interviews"
          text="Intervjuer och påminnelser"
          about="intervjuer och påminnelser"
        />
        {children}
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Tysta timmar
          </Text>
          <Text size="sm" c="gray.7">
            Inga notiser mellan de här tiderna (svensk tid); det som kommer in skickas samlat
            efteråt. Välj samma tid två gånger för att stänga av tysta timmar.
          </Text>
          <Group gap="sm">
            <Select
              label="Från"
              data={HOURS}
              value={String(current.quiet_from)}
              onChange={setHour('quiet_from')}
              allowDeselect={false}
              disabled={!settings.data}
              w={120}
            />
            <Select
              label="Till"
              data={HOURS}
              value={String(current.quiet_until)}
              onChange={setHour('quiet_until')}
              allowDeselect={false}
              disabled={!settings.data}
              w={120}
            />
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
