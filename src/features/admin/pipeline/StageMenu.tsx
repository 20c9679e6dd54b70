// Moving an application to another stage: a button naming the candidate opens a menu of the
// stages (arrow keys move within it, Enter chooses), so one key press never moves anyone. A move
// the doctor sees as a new status e-mails them after 15 s, as the status menu does; the toast
// offers "Ångra" until then, which moves the application back and sends nothing.
import { Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PIPELINE_STAGE_LABELS, type PipelineStage } from '@shared/schemas';
import { notifySuccess } from '../notify';
import { useMoveStage } from './pipelineQueries';

/** The stages an admin moves to: every one but the doctor's own withdrawal. */
export const MOVABLE_STAGES = (Object.keys(PIPELINE_STAGE_LABELS) as PipelineStage[]).filter(
  (stage) => stage !== 'withdrawn',
);

const UNDO_SECONDS = 10;

export function StageMenu({
  applicationId,
  applicantName,
  stage,
}: {
  applicationId: string;
  applicantName: string;
  stage: PipelineStage;
}) {
  const move = useMoveStage();
  if (stage === 'withdrawn') return null;

  function moveTo(next: PipelineStage) {
    const previous = stage;
    move.mutate(
      { id: applicationId, stage: next },
      {
        onSuccess: () => {
          const id = `stage-${applicationId}-${Date.now()}`;
          notifications.show({
            id,
            color: 'teal',
            autoClose: UNDO_SECONDS * 1000,
            title: `${applicantName} flyttad till ${PIPELINE_STAGE_LABELS[next]}`,
            message: (
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">
                  Ändras statusen den sökande ser, får hen ett mejl om 15 sekunder.
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => {
                    notifications.hide(id);
                    move.mutate(
                      { id: applicationId, stage: previous },
                      {
                        onSuccess: () => notifySuccess('Flytten är ångrad', 'Inget mejl skickas.'),
                      },
                    );
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
    <Menu position="bottom-start" withinPortal={false} floatingStrategy="fixed">
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="light"
          loading={move.isPending}
          aria-label={`Flytta ${applicantName}`}
        >
          Flytta
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label aria-hidden>Nytt steg</Menu.Label>
        {MOVABLE_STAGES.filter((candidate) => candidate !== stage).map((candidate) => (
          <Menu.Item key={candidate} onClick={() => moveTo(candidate)}>
            {PIPELINE_STAGE_LABELS[candidate]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
