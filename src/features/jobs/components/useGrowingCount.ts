// Lets a long list show its first cards at once and the rest right after, in steps rendered as
// transitions: the first paint of /jobs is not held back by cards below the fold, and no single
// render of dozens of cards blocks input. Every item of `total` (the list's pages) is shown in the end.
// The steps stay small because each one ends in a commit that cannot yield: 16 cards are a short
// task on a phone, where doubling reached 32 and more at a time.
import { startTransition, useEffect, useState } from 'react';
import { FIRST_STEP } from '../firstStep';

const STEP = 16;

/**
 * How many of `total` items to render now; grows step by step until it reaches `total`. With
 * `allAtOnce` (set when the component mounts), every item from the start.
 */
export function useGrowingCount(total: number, allAtOnce = false): number {
  const [count, setCount] = useState(allAtOnce ? Number.POSITIVE_INFINITY : FIRST_STEP);
  useEffect(() => {
    if (count >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setCount((shown) => shown + STEP)));
    return () => window.clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
