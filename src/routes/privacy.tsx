import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '@/content/legal/privacy';
import { pageTitle } from '@/content/site';
import { LegalPage, ProviderLoadError } from '@/features/marketing';
import { providerQueryOptions, useProvider } from '@/features/settings';

export const Route = createFileRoute('/privacy')({
  head: () => ({ meta: [{ title: pageTitle('Integritetspolicy') }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(providerQueryOptions()),
  errorComponent: ProviderLoadError,
  component: () => <LegalPage document={privacyPolicy} provider={useProvider()} />,
});
