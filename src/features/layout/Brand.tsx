import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The product's name and mark, linking home. */
export function Brand() {
  return (
    <Link
      to="/"
      aria-label="Läkarjobb Norden, till startsidan"
      // 44 px tall in the 64 px bar: a tap target (WCAG 2.5.5), not just the 32 px mark.
      style={{
        display: 'flex',
        alignItems: 'center',
        minHeight: '2.75rem',
        textDecoration: 'none',
        color: 'inherit',
      }}
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
