import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { RecruitmentResourcesPage } from '@/features/marketing';

export const Route = createFileRoute('/recruitment-resources')({
  head: () => ({ meta: [{ title: pageTitle('Rekrytera läkare') }] }),
  component: RecruitmentResourcesPage,
});
