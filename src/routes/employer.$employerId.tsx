import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '@/content/site';
import { EmployerNotFound, EmployerProfileView, findEmployerProfile } from '@/features/employers';

export const Route = createFileRoute('/employer/$employerId')({
  loader: ({ params }) => findEmployerProfile(params.employerId),
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(loaderData?.name ?? 'Arbetsgivare hittades inte') }],
  }),
  component: EmployerRoute,
});

function EmployerRoute() {
  const employer = Route.useLoaderData();
  return employer ? <EmployerProfileView employer={employer} /> : <EmployerNotFound />;
}
