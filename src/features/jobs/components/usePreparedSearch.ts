// Makes the search texts of the list's jobs while the page is idle, so that the first keystroke
// filters over texts already made instead of making all of them in one long task.
import { prepareJobForSearch, type SearchableJob } from '@shared/search';
import { useEffect } from 'react';

/** Time left in this idle moment, in ms; Safari has no idle callbacks: short slices then. */
type Idle = (work: (timeLeft: () => number) => void) => () => void;

const onIdle: Idle =
  typeof requestIdleCallback === 'function'
    ? (work) => {
        const id = requestIdleCallback((deadline) => work(() => deadline.timeRemaining()));
        return () => cancelIdleCallback(id);
      }
    : (work) => {
        const id = setTimeout(() => {
          const start = performance.now();
          work(() => 8 - (performance.now() - start));
        }, 50);
        return () => clearTimeout(id);
      };

export function usePreparedSearch(jobs: readonly SearchableJob[] | undefined): void {
  useEffect(() => {
    if (!jobs) return;
    let next = 0;
    let cancel = () => {};
    const work = (timeLeft: () => number) => {
      while (next < jobs.length && timeLeft() > 1)
        prepareJobForSearch(jobs[next++] as SearchableJob);
      if (next < jobs.length) cancel = onIdle(work);
    };
    cancel = onIdle(work);
    return () => cancel();
  }, [jobs]);
}
