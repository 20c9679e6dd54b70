// The "Ansök nu" card of the job detail page and every outcome of spec §5/§8 for applying.
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { swedishDate } from '@shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { countAdEvent } from '@/lib/adEvents/countAdEvent';
import type { AttachedFile } from '@/lib/offline/db';
import { type JobApplicationState, useJobApplicationState } from '../queries/myApplications';
import {
  ALREADY_APPLIED,
  type Applicant,
  ApplicationError,
  type ApplicationJob,
  DUPLICATE_APPLICATION,
  useSubmitApplication,
} from '../queries/submitApplication';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

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

type Applied = Exclude<JobApplicationState, { kind: 'none' }>;

const APPLIED = 'Du har sökt jobbet';
/** An application still on the device is not sent: the person must not close the app believing it. */
const WAITING = 'Väntar på att skickas';

const isWaiting = (applied: Applied) => applied.kind === 'queued' && !applied.delivered;

function appliedText(applied: Applied) {
  if (applied.kind === 'stored') {
    return (
      <>
        <Text>Du skickade din ansökan den {swedishDate(applied.application.created_at)}.</Text>
        <Group gap="xs">
          <Text fz="sm">Status:</Text>
          <ApplicationStatusBadge status={applied.application.status} />
        </Group>
      </>
    );
  }
  return applied.delivered ? (
    <Text>Din ansökan från den {swedishDate(applied.createdAt)} är skickad.</Text>
  ) : (
    <Text>
      Din ansökan från den {swedishDate(applied.createdAt)} väntar i utkorgen och skickas
      automatiskt när du är online.
    </Text>
  );
}

/** Instead of "Ansök nu" on a job already applied to: when, and where it stands. */
function AppliedCard({ applied }: { applied: Applied }) {
  return (
    <Card withBorder padding="lg" shadow="sm">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          {isWaiting(applied) ? WAITING : APPLIED}
        </Title>
        {appliedText(applied)}
        <Anchor component={Link} to="/applications" fz="sm">
          Se Mina ansökningar
        </Anchor>
      </Stack>
    </Card>
  );
}

export function ApplyCard({ job, signedIn, applicant, providerName, layout = 'card' }: Props) {
  const [opened, dialog] = useDisclosure(false);
  // One id per application attempt: a retry after a lost answer cannot create a second row.
  const [applicationId, setApplicationId] = useState(() => crypto.randomUUID());
  const submission = useSubmitApplication();
  const queryClient = useQueryClient();
  const applied = useJobApplicationState(job.id, applicant?.userId);
  // Right after a reload the session, the profile and the user's applications are restored:
  // until they are known a click would wrongly say "Du måste logga in", use outdated details or
  // offer a second application.
  const visitorLoading =
    signedIn === undefined ||
    (signedIn && applicant === undefined) ||
    (Boolean(applicant) && applied === undefined);

  const navigate = useNavigate();
  const open = () => {
    countAdEvent('job_apply_open', job.id);
    if (checkApplicant(signedIn, applicant)) dialog.open();
    // A visitor: the spec's toast says why, and sign-in leads back to this job.
    else if (signedIn === false)
      void navigate({ to: '/signin', search: { redirect: `/jobs/${job.id}` } });
  };

  const submit = async (
    coverLetter: string,
    documentIds: string[],
    files: AttachedFile[],
  ): Promise<boolean> => {
    const current = checkApplicant(signedIn, applicant);
    if (!current) return false;
    let delivery: 'sent' | 'queued';
    try {
      delivery = await submission.mutateAsync({
        applicationId,
        job,
        applicant: current,
        coverLetter,
        documentIds,
        files,
      });
    } catch (error) {
      if (error instanceof ApplicationError && error.code === DUPLICATE_APPLICATION) {
        fail(ALREADY_APPLIED, 'Du kan inte ansöka om samma jobb två gånger');
        // Applied meanwhile from another tab or device: the page then shows that application.
        dialog.close();
        void queryClient.invalidateQueries({ queryKey: ['applications', current.userId] });
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
    void queryClient.invalidateQueries({ queryKey: ['applications', current.userId] });
    return true;
  };

  if (applied && applied.kind !== 'none' && !opened) {
    return layout === 'bar' ? (
      <Button component={Link} to="/applications" variant="default" fullWidth>
        {isWaiting(applied) ? WAITING : APPLIED}
      </Button>
    ) : (
      <AppliedCard applied={applied} />
    );
  }

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
