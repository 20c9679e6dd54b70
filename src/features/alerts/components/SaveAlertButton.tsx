// "Spara som bevakning" on /jobs: a signed-in doctor names the current filters and picks how
// often to be e-mailed; a visitor is invited to sign in first.
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { JobAlertInput } from '@shared/schemas';
import { compactSearch, type JobSearch } from '@shared/search';
import { Link, useLocation } from '@tanstack/react-router';
import { alertErrorMessage } from '../alertErrorMessage';
import { describeSearch } from '../describeSearch';
import { useCreateJobAlert } from '../queries/createJobAlert';
import { ALERTS_INTRO, ALERTS_TITLE, SAVE_AS_ALERT } from '../texts';
import { AlertForm } from './AlertForm';

type Props = {
  /** The /jobs filters shown now. */
  search: JobSearch;
  /** The signed-in user's id; undefined for a visitor. */
  userId: string | undefined;
};

/** The sort order is how the list is shown, not what the alert looks for. */
function savedSearch({ sortering: _sort, ...search }: JobSearch): JobSearch {
  return compactSearch(search);
}

export function SaveAlertButton({ search, userId }: Props) {
  const [opened, modal] = useDisclosure(false);
  const create = useCreateJobAlert();
  const filters = describeSearch(savedSearch(search));
  // After signing in the visitor lands back on this search, filters and all.
  const here = useLocation({ select: (location) => location.href });

  const save = async (values: JobAlertInput) => {
    if (!userId) return;
    try {
      await create.mutateAsync({ ...values, userId, search: savedSearch(search) });
      modal.close();
      notifications.show({
        title: 'Bevakningen sparad',
        message: `Du hittar ”${values.name}” under ${ALERTS_TITLE}.`,
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
    <>
      <Button variant="light" onClick={modal.open}>
        {SAVE_AS_ALERT}
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={SAVE_AS_ALERT}
        centered
        closeButtonProps={{ 'aria-label': 'Stäng' }}
      >
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
              onCancel={modal.close}
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
    </>
  );
}
