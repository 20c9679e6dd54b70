// An ordered list of numbered step cards ("Så fungerar det", the employer process on the home page).
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Step } from '@/content/resources';

export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <SimpleGrid
      component="ol"
      // Four steps go two by two on a tablet; three would leave one alone, so they stay stacked.
      cols={{ base: 1, sm: steps.length % 2 === 0 ? 2 : 1, md: steps.length }}
      spacing="lg"
      p={0}
      m={0}
    >
      {steps.map((step, index) => (
        <Card key={step.title} component="li" withBorder padding="lg" style={{ listStyle: 'none' }}>
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
  );
}
