// A table wider than a phone scrolls sideways in a region that takes keyboard focus (axe's
// scrollable-region-focusable), so it scrolls with the arrow keys too. Where it is cut, a line says
// so, and the first column (what each row is) stays in view while the figures scroll.
import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './ScrollRegion.module.css';

export function ScrollRegion({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const { ref, width } = useElementSize();
  const cut = width > 0 && width < minWidth;
  return (
    <div>
      {cut && (
        <Text fz="xs" c="dimmed" mb={4}>
          Svep i sidled för att se alla kolumner.
        </Text>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus. */}
      <div ref={ref} tabIndex={0} className={classes.region}>
        <div style={{ minWidth }}>{children}</div>
      </div>
    </div>
  );
}
