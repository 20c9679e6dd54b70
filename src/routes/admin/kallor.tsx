import { createFileRoute } from '@tanstack/react-router';
import { SourcesAdminPage } from '@/features/admin';

export const Route = createFileRoute('/admin/kallor')({
  head: () => ({ meta: [{ title: 'Jobbkällor – Administration – Läkarjobb Norden' }] }),
  component: SourcesAdminPage,
});
