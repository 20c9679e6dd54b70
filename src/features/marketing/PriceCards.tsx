// The two price cards of /pricing (job ad and banner) and the package note.
import { Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  bannerPlan,
  jobAdPlan,
  type PricePlan,
  packageAmountSek,
  pricingPage,
} from '@/content/pricing';
import { CheckIcon } from './CheckIcon';

const formatSek = (amount: number) => `${new Intl.NumberFormat('sv-SE').format(amount)} kr`;

function PriceCard({ plan }: { plan: PricePlan }) {
  return (
    <Card withBorder padding="xl" radius="md" component="article">
      <Stack gap="sm">
        <Title order={2} fz="xl">
          {plan.title}
        </Title>
        <Text fz={36} fw={800} c="clinicalTeal.9" lh={1.1}>
          {formatSek(plan.amountSek)}
        </Text>
        <Text c="gray.7" fz="sm">
          {pricingPage.perPeriod(plan.periodDays)}, exkl. moms
        </Text>
        <Text>{plan.description}</Text>
        <List
          spacing="xs"
          mt="xs"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light">
              <CheckIcon size={14} />
            </ThemeIcon>
          }
        >
          {plan.benefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

export function PriceCards() {
  return (
    <section aria-label="Priser">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <PriceCard plan={jobAdPlan} />
        <PriceCard plan={bannerPlan} />
      </SimpleGrid>
      <Text ta="center" mt="lg" c="gray.8">
        {pricingPage.packageNote(formatSek(packageAmountSek))}
      </Text>
    </section>
  );
}
