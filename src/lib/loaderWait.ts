// How long a route's loader waits for its rows. The app hydrates a prerendered page once the
// router has loaded (src/app/start.tsx), and until then the page does not answer a click: a read
// still running after this is left to the page, which shows its loading state (ClientData's
// fallback) until the rows arrive. The local copy answers in milliseconds, a first visit's read was
// started by the page's inline script (src/firstPaint/earlyPaint.ts) while the code downloaded.
export const LOADER_WAIT_MS = 1000;

/** `read`'s result, or undefined if it takes longer than LOADER_WAIT_MS or fails. */
export function waitBriefly<Result>(read: Promise<Result>): Promise<Result | undefined> {
  return Promise.race([
    read.catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, LOADER_WAIT_MS)),
  ]);
}
