// Whether this render hydrates the prerendered page. A part that shows what the build could not
// know (the search in the page's URL) renders as the build did while hydrating, so React adopts
// the markup instead of discarding it for a mismatch, and its real state in the render React
// makes right after (the two snapshots differ). A render after hydration (a page opened in the
// app) shows the real state at once.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export const useIsHydrating = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
