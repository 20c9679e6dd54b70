// Who is sending an outbox item: its sender (a page or the service worker) holds a Web Lock named
// after the item for as long as it sends. The browser releases a lock the moment its holder goes
// (a tab closed or crashed, a worker stopped), so an item whose sender vanished mid-send is free
// at once; the claim's lease in IndexedDB (outboxStore) only backs this up where there are no
// Web Locks (Node's tests; every browser with service workers has them).

/** Waits for the lock at most `waitMs`, or not at all when it is undefined. */
export async function whileSending<Result>(
  itemId: string,
  waitMs: number | undefined,
  send: (exclusive: boolean) => Promise<Result>,
): Promise<Result | undefined> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return send(false);
  const options: LockOptions =
    waitMs === undefined ? { ifAvailable: true } : { signal: AbortSignal.timeout(waitMs) };
  try {
    return await locks.request(`outbox:${itemId}`, options, (lock) =>
      lock ? send(true) : undefined,
    );
  } catch (error) {
    // Still held after waitMs: a live sender is on it (or hangs); the caller counts it as unsent.
    if (error instanceof DOMException && error.name === 'TimeoutError') return undefined;
    throw error;
  }
}
