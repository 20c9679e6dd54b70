import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '@/features/admin';

export const Route = createFileRoute('/admin/')({
  head: () => ({ meta: [{ title: 'Översikt – Administration – Läkarjobb Norden' }] }),
  component: AdminDashboard,
});
