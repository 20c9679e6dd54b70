// Makes the search texts of the list's jobs a slice at a time between tasks, so that no keystroke
// has to make all of them in one long task: while the page is idle, or at once (still in slices)
// when the search looks in the texts before they are all made.
import { prepareJobForSearch, type SearchableJob } from '@shared/search';
import { useEffect, useState } from 'react';

/** Runs `work` later with the time it may take, in ms; returns the cancel. */
type Later = (work: (timeLeft: () => number) => void) => () => void;

/** In a task of its own, about one frame's worth. */
const soon: Later = (work) => {
  const id = setTimeout(() => {
    const start = performance.now();
    work(() => 10 - (performance.now() - start));
  });
  return () => clearTimeout(id);
};

/** When the page is idle; Safari has no idle callbacks: a short slice a little later then. */
const whenIdle: Later =
  typeof requestIdleCallback === 'function'
    ? (work) => {
        const id = requestIdleCallback((deadline) => work(() => deadline.timeRemaining()));
        return () => cancelIdleCallback(id);
      }
    : soon;

/** Whether every job of `jobs` has its search texts made; `urgent` makes them without waiting. */
export function usePreparedSearch(
  jobs: readonly SearchableJob[] | undefined,
  urgent: boolean,
): boolean {
  const [prepared, setPrepared] = useState<readonly SearchableJob[]>();
  useEffect(() => {
    if (!jobs) return;
    let next = 0;
    let cancel = () => {};
    const later = urgent ? soon : whenIdle;
    const work = (timeLeft: () => number) => {
      // Jobs already made (an earlier pass, a list read again) cost a lookup each.
      while (next < jobs.length && timeLeft() > 1) {
        prepareJobForSearch(jobs[next++] as SearchableJob);
      }
      if (next < jobs.length) cancel = later(work);
      else setPrepared(jobs);
    };
    cancel = later(work);
    return () => cancel();
  }, [jobs, urgent]);
  return prepared === jobs;
}
