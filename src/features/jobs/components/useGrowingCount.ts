// Lets a long list show its first cards at once and the rest right after, in steps rendered as
// transitions: the first paint of /jobs is not held back by cards below the fold, and no single
// render of dozens of cards blocks input. Every item is shown in the end (the list has no paging).
import { startTransition, useEffect, useState } from 'react';

const FIRST_STEP = 8;

/** How many of `total` items to render now; grows (doubling) until it reaches `total`. */
export function useGrowingCount(total: number): number {
  const [count, setCount] = useState(FIRST_STEP);
  useEffect(() => {
    if (count >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setCount((shown) => shown * 2)));
    return () => window.clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
