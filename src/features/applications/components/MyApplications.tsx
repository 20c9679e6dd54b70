// The content of "Mina ansökningar": every application of the signed-in user, newest first, with
// the job as it was when applied, the date, the status in Swedish and a way to withdraw it;
// applications still in the outbox come first. Readable offline from the persisted cache.
import { Alert, Anchor, Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { swedishDate, WITHDRAWN } from '@shared/schemas';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Loading } from '@/lib/ui/Loading';
import {
  type MyApplication,
  type QueuedApplication,
  useMyApplications,
  useQueuedApplications,
} from '../queries/myApplications';
import { type MyInterview, useMyInterviews } from '../queries/myInterviews';
import { useWithdrawApplication } from '../queries/withdrawApplication';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { CoverLetterPreview } from './CoverLetterPreview';
import { InterviewChoice } from './InterviewChoice';
import classes from './MyApplications.module.css';
import { WithdrawDialog } from './WithdrawDialog';

/** Statuses after which withdrawing means nothing: already withdrawn or turned down. */
const FINAL = new Set<string>([WITHDRAWN, 'rejected']);

function ApplicationCard({
  application,
  interview,
  userId,
  onWithdraw,
}: {
  application: MyApplication;
  interview: MyInterview | undefined;
  userId: string;
  onWithdraw: (application: MyApplication) => void;
}) {
  return (
    <Card withBorder padding="lg" component="article">
      <Stack gap={4} align="flex-start">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" w="100%">
          <Title order={2} fz="h4">
            <Anchor component={Link} to={`/jobs/${application.job_id}`} className={classes.jobLink}>
              {application.job_title}
            </Anchor>
          </Title>
          {/* Its full word beside a title that wraps ("Inkommen", not "Inkom…"). */}
          <Box style={{ flexShrink: 0 }}>
            <ApplicationStatusBadge status={application.status} />
          </Box>
        </Group>
        <Text>{application.employer_name}</Text>
        <Text fz="sm" c="gray.7">
          Skickad {swedishDate(application.created_at)}
        </Text>
        {/* The letter as the employer got it: its first lines, the rest on request. */}
        <CoverLetterPreview
          letter={application.cover_letter}
          lines={3}
          // Mantine makes the letter a region: named, and by its job, as each card has one.
          attributes={{
            content: { 'aria-label': `Ditt personliga brev, ${application.job_title}` },
          }}
        />
        <Text fz="sm">
          {application.application_documents.length === 0
            ? 'Inga dokument skickades med.'
            : `Dokument: ${application.application_documents.map((document) => document.file_name).join(', ')}`}
        </Text>
        {interview && !FINAL.has(application.status) && (
          <InterviewChoice interview={interview} userId={userId} jobTitle={application.job_title} />
        )}
        {!FINAL.has(application.status) && (
          <Button variant="default" size="xs" mt="xs" onClick={() => onWithdraw(application)}>
            Återkalla ansökan
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function QueuedCard({ item }: { item: QueuedApplication }) {
  return (
    <Card withBorder padding="lg" component="article">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem' }}>
          <Text fw={600}>{item.summary}</Text>
          <Text fz="sm" c="gray.7">
            Skriven {swedishDate(item.createdAt)}. Skickas automatiskt när du är online.{' '}
            <Anchor component={Link} to="/outbox" fz="sm">
              Visa utkorgen
            </Anchor>
          </Text>
        </Stack>
        <Badge color="orange" c="dark.8" variant="light" radius="sm" tt="none">
          Väntar på att skickas
        </Badge>
      </Group>
    </Card>
  );
}

export function MyApplications({ userId }: { userId: string }) {
  const applications = useMyApplications(userId);
  const queued = useQueuedApplications(userId);
  const withdraw = useWithdrawApplication(userId);
  // Online only: an interview is booked against the server's times.
  const interviews = useMyInterviews(userId);
  const [confirming, setConfirming] = useState<MyApplication | null>(null);

  const confirmWithdraw = async () => {
    if (!confirming) return;
    try {
      await withdraw.mutateAsync(confirming.id);
      notifications.show({
        title: 'Ansökan återkallad',
        message: `Din ansökan till ${confirming.job_title} är återkallad.`,
        color: 'teal',
      });
      setConfirming(null);
    } catch (error) {
      notifications.show({
        title: 'Ansökan kunde inte återkallas',
        message: navigator.onLine
          ? error instanceof Error
            ? error.message
            : String(error)
          : 'Du är offline. Försök igen när du är online.',
        color: 'red',
      });
    }
  };

  if (applications.data === undefined) {
    if (applications.isError || applications.isPaused) {
      return (
        <Text role="alert">
          Ansökningarna kunde inte hämtas. Kontrollera din uppkoppling och försök igen.
        </Text>
      );
    }
    return <Loading />;
  }
  // Delivered items are (or will be, at the next read) in the stored list.
  const stored = new Set(applications.data.map((application) => application.id));
  const waiting = (queued ?? []).filter((item) => !item.delivered && !stored.has(item.id));
  if (applications.data.length === 0 && waiting.length === 0) {
    return (
      <Alert color="gray" variant="light" title="Du har inte sökt några jobb än">
        När du har skickat en ansökan ser du den här, med status.{' '}
        <Link to="/jobs">Se lediga jobb</Link>
      </Alert>
    );
  }
  const count = applications.data.length + waiting.length;
  return (
    <Stack gap="md">
      <Text c="gray.7">{count === 1 ? '1 ansökan' : `${count} ansökningar`}</Text>
      {waiting.map((item) => (
        <QueuedCard key={item.id} item={item} />
      ))}
      {applications.data.map((application) => (
        <ApplicationCard
          key={application.id}
          application={application}
          interview={interviews.data?.get(application.id)}
          userId={userId}
          onWithdraw={setConfirming}
        />
      ))}
      <WithdrawDialog
        application={confirming}
        pending={withdraw.isPending}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
