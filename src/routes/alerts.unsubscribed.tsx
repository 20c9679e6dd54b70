import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageTitle } from '@/content/site';
import { UNSUBSCRIBE_TITLE, UnsubscribedPage } from '@/features/alerts';

/** Set by the confirmation page (/alerts/unsubscribe); anything else reads as a bad link. */
const searchSchema = v.object({
  resultat: v.fallback(v.optional(v.picklist(['avslutad', 'ogiltig'])), undefined),
});

export const Route = createFileRoute('/alerts/unsubscribed')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ title: pageTitle(UNSUBSCRIBE_TITLE) }] }),
  component: UnsubscribedRoute,
});

function UnsubscribedRoute() {
  const { resultat } = Route.useSearch();
  return <UnsubscribedPage done={resultat === 'avslutad'} />;
}
