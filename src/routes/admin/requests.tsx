import { createFileRoute } from '@tanstack/react-router';
import { RequestsAdminPage } from '@/features/admin';

export const Route = createFileRoute('/admin/requests')({
  head: () => ({ meta: [{ title: 'Förfrågningar – Administration – Läkarjobb Norden' }] }),
  component: RequestsAdminPage,
});
