import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { OutboxList, offlineTexts } from '@/features/offline';
import { PageHeader } from '@/lib/ui/PageHeader';

export const Route = createFileRoute('/outbox')({
  head: () => ({ meta: [{ title: pageTitle(offlineTexts.outboxLabel) }] }),
  component: OutboxPage,
});

function OutboxPage() {
  return (
    <>
      <PageHeader title={offlineTexts.outboxTitle} lead={offlineTexts.outboxIntro} />
      <Container size="md" py="xl">
        <OutboxList />
      </Container>
    </>
  );
}
