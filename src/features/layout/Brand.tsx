import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The product's name and mark, linking home. */
export function Brand() {
  return (
    <Link
      to="/"
      aria-label="Läkarjobb Norden, till startsidan"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap={8} wrap="nowrap">
        <img src="/icons/icon.svg" alt="" width={32} height={32} />
        <Text component="span" fw={800} fz="lg" c="clinicalTeal.9" style={{ whiteSpace: 'nowrap' }}>
          Läkarjobb Norden
        </Text>
      </Group>
    </Link>
  );
}
