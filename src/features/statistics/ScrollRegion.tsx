// A table wider than a phone scrolls sideways in a region that takes keyboard focus (axe's
// scrollable-region-focusable), so it scrolls with the arrow keys too.
import type { ReactNode } from 'react';

export function ScrollRegion({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus.
    <div tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
