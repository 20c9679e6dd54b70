// The "Ansök nu" card of the job detail page and every outcome of spec §5/§8 for applying.
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { swedishDate } from '@shared/schemas';
import type { JobPeriod } from '@shared/search';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
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
  /** What the doctor's professional profile lacks of the ad's requirements (the sheet says it). */
  gaps: readonly string[];
  /**
   * Back from signing in or up from "Ansök nu" (`?ansok=1`): the sheet opens once the applicant
   * is known, and `onArrived` then drops the wish from the address.
   */
  applyOnArrival?: boolean;
  onArrived?: () => void;
  /** 'bar': only the button (and its dialog), for the phone's action bar. */
  layout?: 'card' | 'bar';
};

/** The job page shows the card from Mantine's `md` up and the phone's bar below it. */
const isShown = (layout: 'card' | 'bar') =>
  window.matchMedia('(min-width: 62em)').matches === (layout === 'card');

/** Where "Ansök nu" sends a visitor: /signin, which returns to this job with the sheet open. */
const signInSearch = (jobId: string) => ({ redirect: `/jobs/${jobId}?ansok=1` });

const fail = (title: string, message: string) =>
  notifications.show({ title, message, color: 'red' });

function checkApplicant(signedIn: boolean | undefined, applicant: Applicant | null | undefined) {
  // Still restoring the session: the button is loading, so a click cannot get here.
  if (signedIn === undefined) return null;
  // Signed out: /signin names the job and says why (SignInPage), with no error before it.
  if (!signedIn) return null;
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

export function ApplyCard({
  job,
  signedIn,
  applicant,
  providerName,
  gaps,
  applyOnArrival = false,
  onArrived,
  layout = 'card',
}: Props) {
  const [opened, dialog] = useDisclosure(false);
  // One id per application attempt: a retry after a lost answer cannot create a second row.
  const [applicationId, setApplicationId] = useState(() => crypto.randomUUID());
  const submission = useSubmitApplication();
  const queryClient = useQueryClient();
  const applied = useJobApplicationState(job.id, applicant?.userId);
  // Right after a reload the session, the profile and the user's applications are restored:
  // until they are known a click would wrongly send to /signin, use outdated details or
  // offer a second application.
  const visitorLoading =
    signedIn === undefined ||
    (signedIn && applicant === undefined) ||
    (Boolean(applicant) && applied === undefined);

  const navigate = useNavigate();
  const open = () => {
    countAdEvent('job_apply_open', job.id);
    if (checkApplicant(signedIn, applicant)) dialog.open();
    // A visitor: sign in or up, then back to this job with the sheet open.
    else if (signedIn === false) void navigate({ to: '/signin', search: signInSearch(job.id) });
  };

  // The card and the phone's bar both render this; only the one on screen (the bar below the
  // desktop's width) opens the sheet, once signed in (the confirmation link signs in after the
  // page has started) and known not to have applied already; without a profile the toast says so.
  const arrivedHere = applyOnArrival && signedIn === true && !visitorLoading;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival
  useEffect(() => {
    if (!arrivedHere || !isShown(layout)) return;
    const notApplied = applied === undefined || applied.kind === 'none';
    if (notApplied && checkApplicant(signedIn, applicant)) dialog.open();
    onArrived?.();
  }, [arrivedHere]);

  const submit = async ({
    coverLetter,
    chosenPeriods,
    documentIds,
    files,
  }: {
    coverLetter: string;
    chosenPeriods: JobPeriod[];
    documentIds: string[];
    files: AttachedFile[];
  }): Promise<boolean> => {
    const current = checkApplicant(signedIn, applicant);
    if (!current) return false;
    let delivery: 'sent' | 'queued';
    try {
      delivery = await submission.mutateAsync({
        applicationId,
        job,
        applicant: current,
        coverLetter,
        chosenPeriods,
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
        job={job}
        applicant={applicant}
        gaps={gaps}
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
                // Back to the job only: the sheet opens after sign-in from "Ansök nu", not from here.
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
