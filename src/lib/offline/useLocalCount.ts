// Live row counts of the outbox and the saved jobs for the header. Dexie is imported after the first
// render, so pages that need no local data (the home page) do not download it up front.
import { useEffect, useState } from 'react';
import type { CountedTable } from './liveCount';

/** 0 until IndexedDB has answered, then the current count. */
export function useLocalCount(table: CountedTable): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    import('./liveCount').then(({ watchCount }) => {
      if (!stopped) stop = watchCount(table, setCount);
    }, console.error);
    return () => {
      stopped = true;
      stop();
    };
  }, [table]);
  return count;
}
