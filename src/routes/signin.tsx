import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignInPage, type SignInTab } from '@/features/auth';
import { jobQueryOptions } from '@/features/jobs';
import { jobIdOfPath } from '@/lib/jobPath';
import { isInternalPath } from '@/lib/returnPath';

const signInSearchSchema = v.object({
  flik: v.fallback(v.optional(v.picklist(['skapa-konto', 'logga-in'])), undefined),
  // Back where the visitor was: an in-app path only, anything else is dropped.
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.check(isInternalPath))), undefined),
});

export const Route = createFileRoute('/signin')({
  validateSearch: signInSearchSchema,
  head: () => ({ meta: [{ title: 'Logga in eller skapa konto | Läkarjobb Norden' }] }),
  component: SignInRoute,
});

function SignInRoute() {
  const { flik, redirect } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTabChange = (tab: SignInTab) =>
    void navigate({
      search: { flik: tab === 'skapa-konto' ? undefined : tab, redirect },
      replace: true,
    });
  // Back to a job's application ("Ansök nu"): the page names the job, read from the local copy.
  const back = redirect ? new URL(redirect, 'http://app.invalid') : null;
  const jobId = back ? jobIdOfPath(back.pathname) : null;
  const applying = jobId !== null && back?.searchParams.get('ansok') === '1';
  const { data: job } = useQuery({ ...jobQueryOptions(jobId ?? ''), enabled: applying });
  return (
    <SignInPage
      tab={flik ?? 'skapa-konto'}
      onTabChange={onTabChange}
      redirect={redirect}
      jobTitle={applying ? job?.title : undefined}
    />
  );
}
