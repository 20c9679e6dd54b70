// Equal columns (columns.module.css) for a plain element: the props that give it `count` columns
// from each breakpoint up, as Mantine's SimpleGrid `cols` and `spacing` would. For the layout, the
// job pages and the home page, whose code a first visit loads before anything else; the other
// pages keep SimpleGrid.
import { getSpacing, type MantineSpacing } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './columns.module.css';

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

type ColumnCounts = { base: number } & Partial<Record<(typeof BREAKPOINTS)[number], number>>;

/**
 * Each breakpoint without a count of its own keeps the one below it. Fixed counts: call once, at
 * module level, not per render.
 */
export function columns(count: ColumnCounts, gap: MantineSpacing) {
  const style: Record<string, string | number> = {
    '--columns-gap': getSpacing(gap) ?? 0,
    '--columns-base': count.base,
  };
  let current = count.base;
  for (const breakpoint of BREAKPOINTS) {
    current = count[breakpoint] ?? current;
    style[`--columns-${breakpoint}`] = current;
  }
  return { className: classes.columns, style: style as CSSProperties };
}
