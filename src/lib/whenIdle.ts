/** Lets the browser run what waits (input, a paint) before the caller's next step. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves when the browser is idle (after the page rendered), at the latest after `timeoutMs`,
 * or soon where idle callbacks are unknown (Safari, Node).
 */
export function whenIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

/**
 * Background work that waits for the first idle moment (whenIdle): `load` imports its module and
 * gives back its start, which returns its stop. The result stops it, for an effect's clean-up;
 * stopped before then, the work is neither loaded nor started.
 */
export function startWhenIdle(
  timeoutMs: number,
  load: () => Promise<() => () => void>,
): () => void {
  let stopped = false;
  let stop = () => {};
  whenIdle(timeoutMs)
    .then(() => (stopped ? undefined : load()))
    .then((start) => {
      if (start && !stopped) stop = start();
    }, console.error);
  return () => {
    stopped = true;
    stop();
  };
}
