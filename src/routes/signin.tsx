import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignInPage, type SignInTab } from '@/features/auth';

const signInSearchSchema = v.object({
  flik: v.fallback(v.optional(v.picklist(['skapa-konto', 'logga-in'])), undefined),
});

export const Route = createFileRoute('/signin')({
  validateSearch: signInSearchSchema,
  head: () => ({ meta: [{ title: 'Logga in eller skapa konto | Läkarjobb Norden' }] }),
  component: SignInRoute,
});

function SignInRoute() {
  const { flik } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTabChange = (tab: SignInTab) =>
    void navigate({ search: { flik: tab === 'skapa-konto' ? undefined : tab }, replace: true });
  return <SignInPage tab={flik ?? 'skapa-konto'} onTabChange={onTabChange} />;
}
