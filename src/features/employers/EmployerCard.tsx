// One card of the employer directory.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Employer } from '@/content/employers';
import { OpenPositionsBadge } from './OpenPositions';

export function EmployerCard({
  employer,
  openPositions,
}: {
  employer: Employer;
  /** The employer's published jobs; undefined while they load. */
  openPositions: number | undefined;
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="article" h="100%">
      <Stack gap="xs" h="100%">
        <Title order={2} fz="lg" lh={1.3}>
          {employer.name}
        </Title>
        <Text fz="sm" c="gray.7">
          {employer.location} · {employer.employees}
        </Text>
        <OpenPositionsBadge count={openPositions} />
        <Text fz="sm" c="gray.8" style={{ flex: 1 }}>
          {employer.description}
        </Text>
        <Group>
          <Anchor
            component={Link}
            to={`/employer/${employer.id}`}
            fw={600}
            className="touch-target"
            aria-label={`Visa profil för ${employer.name}`}
          >
            Visa profil
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
