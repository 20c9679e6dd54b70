// Four benefit cards under a section heading (resources and recruitment-resources pages).
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Benefit } from '@/content/resources';
import { CheckIcon } from './CheckIcon';

interface BenefitCardsProps {
  id: string;
  title: string;
  benefits: readonly Benefit[];
}

export function BenefitCards({ id, title, benefits }: BenefitCardsProps) {
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={2} mb="lg">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {benefits.map((benefit) => (
          <Card key={benefit.title} withBorder padding="lg" radius="md">
            <ThemeIcon size={40} radius="xl" variant="light" mb="md">
              <CheckIcon size={22} />
            </ThemeIcon>
            <Title order={3} fz="lg" mb={6}>
              {benefit.title}
            </Title>
            <Text fz="sm" c="gray.7">
              {benefit.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
