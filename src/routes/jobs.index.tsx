import { type JobSearch, jobSearchSchema } from '@shared/search';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { SaveAlertButton } from '@/features/alerts';
import { useVisitor } from '@/features/auth';
import { FeaturedBanners, publishedBannersQueryOptions } from '@/features/banners';
import { JobsBrowser, loadPublishedJobs, usePublishedJobs } from '@/features/jobs';
import { SaveJobButton } from '@/features/saved-jobs';

export const Route = createFileRoute('/jobs/')({
  validateSearch: jobSearchSchema,
  head: () => ({ meta: [{ title: 'Lediga läkarjobb | Läkarjobb Norden' }] }),
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(publishedBannersQueryOptions());
    return loadPublishedJobs(queryClient);
  },
  component: JobsPage,
});

function JobsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const jobs = usePublishedJobs();
  const visitor = useVisitor();
  // Filters apply as they change: replace the entry (no history step per keystroke), keep the scroll.
  // A new search starts again at the first page: its entry's state (jobPages) is left behind.
  const onSearch = (next: JobSearch) =>
    void navigate({ search: next, replace: true, resetScroll: false });
  const pages = useLocation({ select: (location) => location.state.jobPages ?? 1 });
  const onShowMore = (next: number) =>
    void navigate({
      search: (current) => current,
      state: (current) => ({ ...current, jobPages: next }),
      replace: true,
      resetScroll: false,
    });
  return (
    <JobsBrowser
      jobs={jobs.data}
      loading={jobs.isPending}
      error={jobs.error}
      search={search}
      onSearch={onSearch}
      top={<FeaturedBanners placement="top" />}
      aside={<FeaturedBanners placement="sidebar" />}
      bottom={<FeaturedBanners placement="bottom" />}
      cardAction={(job) => <SaveJobButton job={job} onCard />}
      searchAction={<SaveAlertButton search={search} userId={visitor.user?.id} />}
      pages={pages}
      onShowMore={onShowMore}
    />
  );
}
