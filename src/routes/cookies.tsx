import { createFileRoute } from '@tanstack/react-router';
import { cookiePolicy } from '@/content/legal/cookies';
import { pageTitle } from '@/content/site';
import { LegalPage, ProviderLoadError } from '@/features/marketing';
import { providerQueryOptions, useProvider } from '@/features/settings';

export const Route = createFileRoute('/cookies')({
  head: () => ({ meta: [{ title: pageTitle('Cookiepolicy') }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(providerQueryOptions()),
  errorComponent: ProviderLoadError,
  component: () => <LegalPage document={cookiePolicy} provider={useProvider()} />,
});
