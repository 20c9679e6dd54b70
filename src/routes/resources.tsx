import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { ResourcesPage } from '@/features/marketing';

export const Route = createFileRoute('/resources')({
  head: () => ({ meta: [{ title: pageTitle('Resurser för läkare') }] }),
  component: ResourcesPage,
});
