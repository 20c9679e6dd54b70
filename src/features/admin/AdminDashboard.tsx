// /admin: one card per admin section (the spec's four plus applications and requests).
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ADMIN_SECTIONS } from './sections';

export function AdminDashboard() {
  return (
    <>
      <Title order={1} size="h2" mb="md">
        Administration
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {ADMIN_SECTIONS.map((section) => (
          <Card
            key={section.to}
            component={Link}
            to={section.to}
            withBorder
            padding="lg"
            radius="md"
          >
            <Title order={2} size="h4">
              {section.title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {section.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
