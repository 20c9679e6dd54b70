import { createFileRoute } from '@tanstack/react-router';
import { termsOfUse } from '@/content/legal/terms';
import { pageTitle } from '@/content/site';
import { LegalPage, ProviderLoadError } from '@/features/marketing';
import { providerQueryOptions, useProvider } from '@/features/settings';

export const Route = createFileRoute('/terms')({
  head: () => ({ meta: [{ title: pageTitle('Användarvillkor') }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(providerQueryOptions()),
  errorComponent: ProviderLoadError,
  component: () => <LegalPage document={termsOfUse} provider={useProvider()} />,
});
