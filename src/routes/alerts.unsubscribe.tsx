import { UNSUBSCRIBE_TOKEN } from '@shared/schemas/job-alert.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageTitle } from '@/content/site';
import { ConfirmUnsubscribePage, UNSUBSCRIBE_TITLE } from '@/features/alerts';

/** Set by the job-alert-unsubscribe function's redirect; a missing or malformed token is dropped. */
const searchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.regex(UNSUBSCRIBE_TOKEN))), undefined),
});

export const Route = createFileRoute('/alerts/unsubscribe')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ title: pageTitle(UNSUBSCRIBE_TITLE) }] }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <ConfirmUnsubscribePage token={token} />;
}
