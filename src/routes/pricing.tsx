import { Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pricingPage } from '@/content/pricing';
import { pageTitle } from '@/content/site';
import { PageHeader, PriceCards } from '@/features/pages';
import { PricingRequestForm } from '@/features/requests';

export const Route = createFileRoute('/pricing')({
  head: () => ({ meta: [{ title: pageTitle(pricingPage.title) }] }),
  component: PricingRoute,
});

function PricingRoute() {
  return (
    <>
      <PageHeader title={pricingPage.title} lead={pricingPage.lead} />
      <Container size="lg" py={{ base: 32, md: 56 }}>
        <Stack gap={56}>
          <PriceCards />
          <section aria-labelledby="offert">
            <Title id="offert" order={2} mb={4}>
              {pricingPage.formTitle}
            </Title>
            <Text c="gray.7" mb="lg">
              {pricingPage.formLead}
            </Text>
            <PricingRequestForm />
          </section>
        </Stack>
      </Container>
    </>
  );
}
