import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/marketing';

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: 'Läkarjobb Norden – läkarjobb i Sverige, Norge och Danmark' }] }),
  component: HomePage,
});
