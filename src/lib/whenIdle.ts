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
