import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { Shortlist } from '@/features/applications';

export const Route = createFileRoute('/kortlista/$token')({
  head: () => ({
    meta: [{ title: pageTitle('Kandidater') }, { name: 'robots', content: 'noindex' }],
  }),
  component: ShortlistRoute,
});

function ShortlistRoute() {
  const { token } = Route.useParams();
  return <Shortlist token={token} />;
}
