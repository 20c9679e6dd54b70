// Small status labels: the tint tells the state, dark text keeps WCAG AA contrast on every tint.
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { STATUS_LABEL } from '../texts';

const TONES = {
  positive: 'teal',
  neutral: 'gray',
  info: 'blue',
  negative: 'red',
} as const;

export type Tone = keyof typeof TONES;

export function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  const color = TONES[tone];
  return (
    <Badge
      color={color}
      c="dark.8"
      variant="light"
      radius="sm"
      tt="none"
      // Badge's fit-content width cuts "Publicerad" short inside table cells.
      style={{ width: 'max-content', overflow: 'visible' }}
    >
      {children}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: keyof typeof STATUS_LABEL }) {
  return (
    <ToneBadge tone={status === 'published' ? 'positive' : 'neutral'}>
      {STATUS_LABEL[status]}
    </ToneBadge>
  );
}
