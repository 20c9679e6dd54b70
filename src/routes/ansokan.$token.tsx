import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { SharedApplication } from '@/features/applications';

export const Route = createFileRoute('/ansokan/$token')({
  head: () => ({ meta: [{ title: pageTitle('Ansökan') }, { name: 'robots', content: 'noindex' }] }),
  component: SharedApplicationRoute,
});

function SharedApplicationRoute() {
  const { token } = Route.useParams();
  return <SharedApplication token={token} />;
}
