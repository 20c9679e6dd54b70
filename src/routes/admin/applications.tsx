import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsAdminPage } from '@/features/admin';

export const Route = createFileRoute('/admin/applications')({
  head: () => ({ meta: [{ title: 'Ansökningar – Administration – Läkarjobb Norden' }] }),
  component: ApplicationsAdminPage,
});
