import { createFileRoute } from '@tanstack/react-router';
import { applicationSearchSchema, PipelineBoard } from '@/features/admin';

export const Route = createFileRoute('/admin/pipeline')({
  validateSearch: applicationSearchSchema,
  head: () => ({ meta: [{ title: 'Rekrytering – Administration – Läkarjobb Norden' }] }),
  component: PipelineRoute,
});

function PipelineRoute() {
  const { jobb } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PipelineBoard
      jobId={jobb}
      onJobChange={(jobId) => void navigate({ search: { jobb: jobId }, replace: true })}
    />
  );
}
