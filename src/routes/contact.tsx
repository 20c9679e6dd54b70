import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { ContactPage, ProviderLoadError } from '@/features/marketing';
import { providerQueryOptions, useProvider } from '@/features/settings';

export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: pageTitle('Kontakta oss') }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(providerQueryOptions()),
  errorComponent: ProviderLoadError,
  component: () => <ContactPage provider={useProvider()} />,
});
