import { createFileRoute } from '@tanstack/react-router';
import { SettingsAdminPage } from '@/features/admin';

export const Route = createFileRoute('/admin/settings')({
  head: () => ({ meta: [{ title: 'Inställningar – Administration – Läkarjobb Norden' }] }),
  component: SettingsAdminPage,
});
