import type { CSSProperties } from 'react';

/**
 * Mantine's default error red (red.6) has a 3.3:1 contrast on white, below WCAG AA for the small
 * field messages; inside the admin forms the messages use red.9 (5.4:1).
 */
export const READABLE_ERRORS = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as CSSProperties;
