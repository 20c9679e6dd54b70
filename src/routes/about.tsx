import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { AboutPage } from '@/features/marketing';

export const Route = createFileRoute('/about')({
  head: () => ({ meta: [{ title: pageTitle('Om oss') }] }),
  component: AboutPage,
});
