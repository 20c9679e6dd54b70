import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LinkExpiredPage } from '@/features/auth';

const searchSchema = v.object({
  for: v.fallback(v.optional(v.picklist(['signup', 'recovery', 'email_change'])), undefined),
});

export const Route = createFileRoute('/link-expired')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ title: 'Länken fungerar inte längre | Läkarjobb Norden' }] }),
  component: LinkExpiredRoute,
});

function LinkExpiredRoute() {
  const search = Route.useSearch();
  return <LinkExpiredPage kind={search.for ?? 'signup'} />;
}
