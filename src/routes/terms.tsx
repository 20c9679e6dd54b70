import { createFileRoute } from '@tanstack/react-router';
import { termsOfUse } from '@/content/legal/terms';
import { pageTitle } from '@/content/site';
import { LegalPage, ProviderLoadError, providerQueryOptions } from '@/features/pages';

export const Route = createFileRoute('/terms')({
  head: () => ({ meta: [{ title: pageTitle('Användarvillkor') }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(providerQueryOptions()),
  errorComponent: ProviderLoadError,
  component: () => <LegalPage document={termsOfUse} />,
});
