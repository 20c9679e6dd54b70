// Four benefit cards under a section heading (resources and recruitment-resources pages).
import { SimpleGrid, ThemeIcon, Title } from '@mantine/core';
import type { Benefit } from '@/content/resources';
import { CheckIcon } from './CheckIcon';
import { TextCard } from './TextCard';

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
          <TextCard
            key={benefit.title}
            radius="md"
            title={benefit.title}
            text={benefit.text}
            icon={
              <ThemeIcon size={40} radius="xl" variant="light" mb="md">
                <CheckIcon size={22} />
              </ThemeIcon>
            }
          />
        ))}
      </SimpleGrid>
    </section>
  );
}
