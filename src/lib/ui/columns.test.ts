import { describe, expect, it } from 'vitest';
import { columns } from './columns';

describe('columns', () => {
  it('keeps the count of the breakpoint below where a breakpoint has none', () => {
    expect(columns({ base: 1, sm: 2, xl: 3 }, 'lg').style).toEqual({
      '--columns-gap': 'var(--mantine-spacing-lg)',
      '--columns-base': 1,
      '--columns-xs': 1,
      '--columns-sm': 2,
      '--columns-md': 2,
      '--columns-lg': 2,
      '--columns-xl': 3,
    });
  });

  it('takes a gap in pixels as Mantine does, scaled rem', () => {
    expect(columns({ base: 2 }, 48).style).toMatchObject({
      '--columns-gap': 'calc(3rem * var(--mantine-scale))',
      '--columns-xl': 2,
    });
  });
});
