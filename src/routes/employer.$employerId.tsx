import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import {
  EmployerNotFound,
  EmployerProfileView,
  employerProfileQueryOptions,
  useEmployerProfile,
} from '@/features/employers';

export const Route = createFileRoute('/employer/$employerId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(employerProfileQueryOptions(params.employerId)),
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(loaderData?.name ?? 'Arbetsgivare hittades inte') }],
  }),
  component: EmployerRoute,
});

function EmployerRoute() {
  const { employerId } = Route.useParams();
  const { data: employer } = useEmployerProfile(employerId);
  return employer ? <EmployerProfileView employer={employer} /> : <EmployerNotFound />;
}
