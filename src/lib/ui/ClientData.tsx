// Parts of a prerendered page that show rows from the database (the job list's results, a job):
// the build has no database, so it renders their fallback and leaves them to the browser, while
// React hydrates the rest of the page. React's way to do that: the part throws while the build
// renders it, inside a Suspense boundary, and the server marks the boundary "render in the
// client" (with the error's digest). Hydration then renders the part fresh, from the local copy or
// the network, without comparing it with the markup (which the early paint may have filled in),
// and reports it as a recoverable error with that digest: isDeliberateClientRender tells it from a
// mismatch.
import { createContext, type ReactNode, Suspense, useContext } from 'react';

const CLIENT_RENDER_DIGEST = 'lakarjobb:client-data';

/** Provided by the build's render of a page (src/prerender/renderRoute.tsx): no database there. */
export const WithoutDatabase = createContext(false);

/** Whether a recoverable error at hydration is a ClientData part, not a mismatch. */
export function isDeliberateClientRender(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { digest?: unknown }).digest === CLIENT_RENDER_DIGEST
  );
}

/** The digest the build's renderer records for a thrown error (react-dom/static's onError). */
export function digestOf(error: unknown): string | undefined {
  return isDeliberateClientRender(error) ? CLIENT_RENDER_DIGEST : undefined;
}

function LeftToTheBrowser(): null {
  if (useContext(WithoutDatabase))
    throw Object.assign(new Error('Rendered in the browser, from its data'), {
      digest: CLIENT_RENDER_DIGEST,
    });
  return null;
}

/**
 * `children`, which read rows the build does not have: the build renders `fallback` (what the
 * page shows while they load) and the browser renders `children` when it hydrates the page.
 * `fallback` also shows while `children` suspend.
 */
export function ClientData({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LeftToTheBrowser />
      {children}
    </Suspense>
  );
}
