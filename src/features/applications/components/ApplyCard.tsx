// The "Ansök nu" card of the job detail page and every outcome of spec §5/§8 for applying.
import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import {
  ALREADY_APPLIED,
  type Applicant,
  ApplicationError,
  type ApplicationJob,
  DUPLICATE_APPLICATION,
  useSubmitApplication,
} from '../queries/submitApplication';

// Loaded only for a visitor who can apply (signed in, with a profile): the dialog's form, modal
// and schema code then stays off the job page's first load.
const ApplicationDialog = lazy(() =>
  import('./ApplicationDialog').then((module) => ({ default: module.ApplicationDialog })),
);

type Props = {
  job: ApplicationJob;
  /** undefined until a stored session has been restored or ruled out. */
  signedIn: boolean | undefined;
  /** undefined while the profile is loading, null when the user has none. */
  applicant: Applicant | null | undefined;
  providerName: string;
  /** 'bar': only the button (and its dialog), for the phone's action bar. */
  layout?: 'card' | 'bar';
};

const fail = (title: string, message: string) =>
  notifications.show({ title, message, color: 'red' });

function checkApplicant(signedIn: boolean | undefined, applicant: Applicant | null | undefined) {
  // Still restoring the session: the button is loading, so a click cannot get here.
  if (signedIn === undefined) return null;
  if (!signedIn) {
    fail('Du måste logga in', 'Skapa ett konto för att ansöka om jobb');
    return null;
  }
  if (!applicant) {
    notifications.show({
      title: 'Komplettera din profil',
      color: 'orange',
      message: (
        <>
          Du behöver fylla i din profil först.{' '}
          <Anchor component={Link} to="/profile" fz="sm">
            Gå till Min profil
          </Anchor>
        </>
      ),
    });
    return null;
  }
  return applicant;
}

export function ApplyCard({ job, signedIn, applicant, providerName, layout = 'card' }: Props) {
  const [opened, dialog] = useDisclosure(false);
  // One id per application attempt: a retry after a lost answer cannot create a second row.
  const [applicationId, setApplicationId] = useState(() => crypto.randomUUID());
  const submission = useSubmitApplication();
  // Right after a reload the session and then the profile are restored: until both are known a
  // click would wrongly say "Du måste logga in" or use outdated details.
  const visitorLoading = signedIn === undefined || (signedIn && applicant === undefined);

  const open = () => {
    if (checkApplicant(signedIn, applicant)) dialog.open();
  };

  const submit = async (coverLetter: string): Promise<boolean> => {
    const current = checkApplicant(signedIn, applicant);
    if (!current) return false;
    let delivery: 'sent' | 'queued';
    try {
      delivery = await submission.mutateAsync({
        applicationId,
        job,
        applicant: current,
        coverLetter,
      });
    } catch (error) {
      if (error instanceof ApplicationError && error.code === DUPLICATE_APPLICATION) {
        fail(ALREADY_APPLIED, 'Du kan inte ansöka om samma jobb två gånger');
      } else {
        fail('Något gick fel', error instanceof Error ? error.message : String(error));
      }
      return false;
    }
    notifications.show(
      delivery === 'sent'
        ? {
            title: 'Ansökan skickats',
            color: 'teal',
            message: `Ansökan skickad! Den har skickats till arbetsgivaren med ${providerName}s signatur.`,
          }
        : {
            title: 'Ansökan sparad i utkorgen',
            color: 'orange',
            message: 'Ansökan är sparad på enheten och skickas automatiskt när du är online igen.',
          },
    );
    setApplicationId(crypto.randomUUID());
    dialog.close();
    return true;
  };

  const dialogSlot = applicant && (
    <Suspense fallback={null}>
      <ApplicationDialog
        opened={opened}
        onClose={dialog.close}
        jobTitle={job.title}
        applicant={applicant}
        sending={submission.isPending}
        onSubmit={submit}
      />
    </Suspense>
  );
  const button = (
    <Button onClick={open} loading={visitorLoading} fullWidth>
      Ansök nu
    </Button>
  );

  if (layout === 'bar') {
    return (
      <>
        {button}
        {dialogSlot}
      </>
    );
  }
  return (
    <Card withBorder padding="lg" shadow="sm" pos="sticky" top={88}>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Ansök nu
        </Title>
        <Text fz="sm" c="gray.7">
          Skicka din ansökan med ett personligt brev. Dina kontaktuppgifter hämtas från din profil.
        </Text>
        {button}
        {signedIn === false && (
          <Text fz="sm">
            Har du inget konto?{' '}
            <Anchor
              renderRoot={(props) => (
                <Link to="/signin" search={{ redirect: `/jobs/${job.id}` }} {...props} />
              )}
              fz="sm"
            >
              Skapa konto eller logga in
            </Anchor>
          </Text>
        )}
      </Stack>
      {dialogSlot}
    </Card>
  );
}
