import { createFileRoute } from '@tanstack/react-router';
import { ApplicationDesk } from '@/features/admin';

export const Route = createFileRoute('/admin/applications_/$applicationId')({
  head: () => ({ meta: [{ title: 'Ansökan – Administration – Läkarjobb Norden' }] }),
  component: ApplicationDeskRoute,
});

function ApplicationDeskRoute() {
  const { applicationId } = Route.useParams();
  return <ApplicationDesk applicationId={applicationId} />;
}
