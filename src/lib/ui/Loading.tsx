// What a page shows while it waits for what it needs: a status, so screen readers announce it.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function Loading({ children = 'Laddar...' }: { children?: ReactNode }) {
  return <Text role="status">{children}</Text>;
}
