import { createFileRoute } from '@tanstack/react-router';
import { NewestJobs, newestJobsQueryOptions } from '@/features/jobs';
import { HomePage } from '@/features/marketing';

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: 'Läkarjobb Norden – läkarjobb i Sverige, Norge och Danmark' }] }),
  // Started before the page's code has hydrated it: the rows are one small read.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(newestJobsQueryOptions());
  },
  component: () => <HomePage newestJobs={<NewestJobs />} />,
});
