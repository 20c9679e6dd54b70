// After Skapa konto with e-mail confirmation on: the account exists and the link is on its way. A
// notice above the page, not a toast: it stays while the visitor looks in the inbox, and nothing
// else covers the screen.
import { lazy, Suspense } from 'react';
import { usePendingConfirmation } from '../pendingConfirmation';

const LinkSentAlert = lazy(() => import('./LinkSentAlert'));

export function LinkSentNotice() {
  const pending = usePendingConfirmation();
  if (!pending) return null;
  return (
    <Suspense>
      <LinkSentAlert pending={pending} />
    </Suspense>
  );
}
