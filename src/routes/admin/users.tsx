import { createFileRoute } from '@tanstack/react-router';
import { UsersAdminPage } from '@/features/admin';

export const Route = createFileRoute('/admin/users')({
  head: () => ({ meta: [{ title: 'Användare – Administration – Läkarjobb Norden' }] }),
  component: UsersAdminPage,
});
