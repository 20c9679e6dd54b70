import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pricingTitle } from '@/content/pageTitles';
import { pricingPage } from '@/content/pricing';
import { pageTitle } from '@/content/site';
import { FormPageLayout, PriceCards } from '@/features/marketing';
import { PricingRequestForm } from '@/features/requests';
import { PageHeader } from '@/lib/ui/PageHeader';

export const Route = createFileRoute('/pricing')({
  head: () => ({ meta: [{ title: pageTitle(pricingTitle) }] }),
  component: PricingRoute,
});

function PricingRoute() {
  return (
    <>
      <PageHeader title={pricingPage.title} lead={pricingPage.lead} />
      <Container size="lg" pt={{ base: 32, md: 56 }}>
        <PriceCards />
      </Container>
      <FormPageLayout
        asideTitle={pricingPage.formTitle}
        lead={pricingPage.formLead}
        points={pricingPage.formPoints}
      >
        <PricingRequestForm />
      </FormPageLayout>
    </>
  );
}
