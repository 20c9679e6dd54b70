// Asks the person who confirmed a contested address to choose the account's password.
// When an address was signed up more than once before it was confirmed, confirming it removes
// every password the account had, so whoever signed it up first cannot sign in with theirs, and
// Auth marks the account app_metadata.password_required (migration
// 20261126100100_account_ownership.sql). The confirming person is signed in by the link; this
// asks them for a password until they have chosen one. Its dialog loads only when needed.
import { lazy, Suspense } from 'react';
import { useVisitor } from '../useVisitor';

const ChoosePasswordDialog = lazy(() => import('./ChoosePasswordDialog'));

export function ChoosePasswordPrompt() {
  const { user } = useVisitor();
  if (user?.app_metadata?.password_required !== true) return null;
  return (
    <Suspense fallback={null}>
      <ChoosePasswordDialog />
    </Suspense>
  );
}
