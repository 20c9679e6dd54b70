// Layout of a page built around a request form: a short side text and the form beside it
// (stacked on small screens, the side text first).
import { Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormPageLayoutProps {
  asideTitle: string;
  lead?: string;
  points: readonly string[];
  children: ReactNode;
}

export function FormPageLayout({ asideTitle, lead, points, children }: FormPageLayoutProps) {
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm" component="aside">
            <Title order={2} fz="xl">
              {asideTitle}
            </Title>
            {lead && <Text c="gray.7">{lead}</Text>}
            <List spacing="xs" c="gray.8">
              {points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
      </Grid>
    </Container>
  );
}
