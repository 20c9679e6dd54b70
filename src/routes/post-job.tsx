import { createFileRoute } from '@tanstack/react-router';
import { postJobTitle } from '@/content/pageTitles';
import { postJobPage } from '@/content/requests';
import { pageTitle } from '@/content/site';
import { FormPageLayout } from '@/features/marketing';
import { PostJobRequestForm } from '@/features/requests';
import { PageHeader } from '@/lib/ui/PageHeader';

export const Route = createFileRoute('/post-job')({
  head: () => ({ meta: [{ title: pageTitle(postJobTitle) }] }),
  component: PostJobRoute,
});

function PostJobRoute() {
  return (
    <>
      <PageHeader title={postJobPage.title} lead={postJobPage.lead} />
      <FormPageLayout asideTitle={postJobPage.asideTitle} points={postJobPage.points}>
        <PostJobRequestForm />
      </FormPageLayout>
    </>
  );
}
