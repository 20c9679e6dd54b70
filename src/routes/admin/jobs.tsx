import { createFileRoute } from '@tanstack/react-router';
import { JobsAdminPage } from '@/features/admin';

export const Route = createFileRoute('/admin/jobs')({
  head: () => ({ meta: [{ title: 'Jobb – Administration – Läkarjobb Norden' }] }),
  component: JobsAdminPage,
});
