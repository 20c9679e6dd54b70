// A numbered list of steps ("Så fungerar det").
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Step } from '@/content/resources';

interface HowItWorksProps {
  id: string;
  title: string;
  steps: readonly Step[];
}

export function HowItWorks({ id, title, steps }: HowItWorksProps) {
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={2} mb="lg">
        {title}
      </Title>
      <SimpleGrid component="ol" cols={{ base: 1, md: steps.length }} spacing="lg" p={0} m={0}>
        {steps.map((step, index) => (
          <Card
            key={step.title}
            component="li"
            padding="lg"
            bg="gray.0"
            style={{ listStyle: 'none' }}
          >
            <ThemeIcon size={40} radius="xl" mb="md" aria-hidden>
              {index + 1}
            </ThemeIcon>
            <Title order={3} fz="lg" mb={6}>
              {step.title}
            </Title>
            <Text fz="sm" c="gray.7">
              {step.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
