// "Spara som bevakning" on /jobs: a signed-in doctor names the current filters and picks how
// often to be e-mailed; a visitor is invited to sign in first. The dialog loads on the first click.
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { JobSearch } from '@shared/search';
import { lazy, Suspense, useState } from 'react';
import { SAVE_AS_ALERT } from '../texts';

const SaveAlertDialog = lazy(() =>
  import('./SaveAlertDialog').then((module) => ({ default: module.SaveAlertDialog })),
);

type Props = {
  /** The /jobs filters shown now. */
  search: JobSearch;
  /** The signed-in user's id; undefined for a visitor. */
  userId: string | undefined;
};

export function SaveAlertButton({ search, userId }: Props) {
  const [opened, modal] = useDisclosure(false);
  // Stays mounted after the first open, so the dialog's close transition plays.
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    modal.open();
  };
  return (
    <>
      <Button variant="light" onClick={open}>
        {SAVE_AS_ALERT}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SaveAlertDialog search={search} userId={userId} opened={opened} onClose={modal.close} />
        </Suspense>
      )}
    </>
  );
}
