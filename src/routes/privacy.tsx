import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '@/content/legal/privacy';
import { pageTitle } from '@/content/site';
import { LegalPage, ProviderLoadError, providerQueryOptions } from '@/features/pages';

export const Route = createFileRoute('/privacy')({
  head: () => ({ meta: [{ title: pageTitle('Integritetspolicy') }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(providerQueryOptions()),
  errorComponent: ProviderLoadError,
  component: () => <LegalPage document={privacyPolicy} />,
});
