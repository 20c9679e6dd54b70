import { createFileRoute } from '@tanstack/react-router';
import { BannersAdminPage } from '@/features/admin';

export const Route = createFileRoute('/admin/banners')({
  head: () => ({ meta: [{ title: 'Banners – Administration – Läkarjobb Norden' }] }),
  component: BannersAdminPage,
});
