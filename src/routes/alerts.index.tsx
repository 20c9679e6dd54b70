import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { ALERTS_INTRO, ALERTS_TITLE, AlertsPage } from '@/features/alerts';
import { useVisitor } from '@/features/auth';
import { PageHeader } from '@/lib/ui/PageHeader';

export const Route = createFileRoute('/alerts/')({
  head: () => ({ meta: [{ title: pageTitle(ALERTS_TITLE) }] }),
  component: AlertsRoute,
});

function AlertsRoute() {
  const visitor = useVisitor();
  return (
    <>
      <PageHeader title={ALERTS_TITLE} lead={ALERTS_INTRO} />
      <AlertsPage ready={visitor.ready} user={visitor.user} />
    </>
  );
}
