import { parseCandidateSearch } from '@shared/search/candidate-search.ts';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CandidatesAdminPage } from '@/features/admin';

export const Route = createFileRoute('/admin/kandidater')({
  validateSearch: parseCandidateSearch,
  head: () => ({ meta: [{ title: 'Kandidater – Administration – Läkarjobb Norden' }] }),
  component: CandidatesRoute,
});

function CandidatesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: typeof search, options?: { replace: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  return <CandidatesAdminPage search={search} onSearch={onSearch} />;
}
