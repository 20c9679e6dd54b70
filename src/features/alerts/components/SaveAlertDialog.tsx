// The "Spara som bevakning" dialog on /jobs (SaveAlertButton loads it on the first click, so the
// job list's first load carries no modal, form or schema code).
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JobAlertInput } from '@shared/schemas';
import { compactSearch, type JobSearch } from '@shared/search';
import { Link, useLocation } from '@tanstack/react-router';
import { alertErrorMessage } from '../alertErrorMessage';
import { describeSearch } from '../describeSearch';
import { useCreateJobAlert } from '../queries/createJobAlert';
import { ALERTS_INTRO, ALERTS_TITLE, SAVE_AS_ALERT } from '../texts';
import { AlertForm } from './AlertForm';

export type SaveAlertDialogProps = {
  /** The /jobs filters shown now. */
  search: JobSearch;
  /** The signed-in user's id; undefined for a visitor. */
  userId: string | undefined;
  opened: boolean;
  onClose: () => void;
};

/** The sort order is how the list is shown, not what the alert looks for. */
function savedSearch({ sortering: _sort, ...search }: JobSearch): JobSearch {
  return compactSearch(search);
}

export function SaveAlertDialog({ search, userId, opened, onClose }: SaveAlertDialogProps) {
  const create = useCreateJobAlert();
  const filters = describeSearch(savedSearch(search));
  // After signing in the visitor lands back on this search, filters and all.
  const here = useLocation({ select: (location) => location.href });

  const save = async (values: JobAlertInput) => {
    if (!userId) return;
    try {
      await create.mutateAsync({ ...values, userId, search: savedSearch(search) });
      onClose();
      notifications.show({
        title: 'Bevakningen sparad',
        // The suggested name quotes the search itself (”allmänmedicin”, Plats: Göteborg).
        message: `${values.name} – du hittar den under ${ALERTS_TITLE}.`,
        color: 'teal',
      });
    } catch (error) {
      notifications.show({
        title: 'Bevakningen sparades inte',
        message: alertErrorMessage(error),
        color: 'red',
      });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={SAVE_AS_ALERT} centered>
      <Stack gap="md">
        <Text size="sm">{ALERTS_INTRO}</Text>
        <div>
          <Text size="sm" fw={600}>
            Sökningen
          </Text>
          <List size="sm">
            {filters.map((filter) => (
              <List.Item key={filter}>{filter}</List.Item>
            ))}
          </List>
        </div>
        {userId ? (
          <AlertForm
            initial={{ name: filters.join(', ').slice(0, 100), frequency: 'daily' }}
            submitLabel="Spara bevakning"
            pending={create.isPending}
            onSubmit={save}
            onCancel={onClose}
          />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>
              Logga in eller skapa ett konto för att spara sökningen och få nya jobb via e-post.
            </Text>
            <Button
              renderRoot={(props) => (
                <Link to="/signin" search={{ flik: 'logga-in', redirect: here }} {...props} />
              )}
            >
              Logga in
            </Button>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
