// /admin: one card per admin section (the spec's four plus applications and requests), with what
// waits there for an admin.
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { dashboardFiguresQueryOptions, sectionFigures } from './dashboardFigures';
import { ADMIN_SECTIONS } from './sections';

export function AdminDashboard() {
  const figures = useQuery(dashboardFiguresQueryOptions());
  const shown = figures.data ? sectionFigures(figures.data) : {};
  return (
    <>
      <Title order={1} size="h2" mb="md">
        Administration
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {ADMIN_SECTIONS.map((section) => (
          <Card
            key={section.to}
            renderRoot={(props) => (
              <Link {...props} to={section.to} search={shown[section.to]?.search} />
            )}
            withBorder
            padding="lg"
            radius="md"
          >
            <Title order={2} size="h4">
              {section.title}
            </Title>
            {shown[section.to] && (
              <Text fw={700} c="clinicalTeal.9" mt={4}>
                {shown[section.to]?.text}
              </Text>
            )}
            <Text size="sm" c="dimmed" mt={4}>
              {section.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
