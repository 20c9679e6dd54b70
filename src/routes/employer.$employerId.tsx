import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import {
  EmployerNotFound,
  EmployerProfileView,
  employerProfileQueryOptions,
  useEmployerProfile,
} from '@/features/employers';
import { loadPublishedJobs, usePublishedJobs } from '@/features/jobs';

export const Route = createFileRoute('/employer/$employerId')({
  loader: async ({ context: { queryClient }, params }) => {
    // Its open positions are counted in the job list's own copy of the published jobs.
    const [employer] = await Promise.all([
      queryClient.ensureQueryData(employerProfileQueryOptions(params.employerId)),
      loadPublishedJobs(queryClient),
    ]);
    return employer;
  },
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(loaderData?.name ?? 'Arbetsgivare hittades inte') }],
  }),
  component: EmployerRoute,
});

function EmployerRoute() {
  const { employerId } = Route.useParams();
  const { data: employer } = useEmployerProfile(employerId);
  const { data: jobs } = usePublishedJobs();
  return employer ? <EmployerProfileView employer={employer} jobs={jobs} /> : <EmployerNotFound />;
}
