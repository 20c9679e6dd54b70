import { Container, Group, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '@/content/site';
import { type Applicant, ApplyCard } from '@/features/applications';
import { useVisitor } from '@/features/auth';
import {
  type Job,
  JobDetail,
  JobDetailSkeleton,
  JobNotFound,
  jobPostingJsonLd,
  jobQueryOptions,
  useJob,
} from '@/features/jobs';
import { type ProfileState, useProfile } from '@/features/profile';
import { SaveJobButton } from '@/features/saved-jobs';
import { useOptionalProvider } from '@/features/settings';

export const Route = createFileRoute('/jobs/$jobId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(jobQueryOptions(params.jobId)),
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [
          { title: `${loaderData.title} – ${loaderData.employer_name} | Läkarjobb Norden` },
          {
            name: 'description',
            content: `${loaderData.title} hos ${loaderData.employer_name}, ${loaderData.location}.`,
          },
          { 'script:ld+json': jobPostingJsonLd(loaderData) },
        ]
      : [{ title: 'Jobbet hittades inte | Läkarjobb Norden' }],
  }),
  component: JobPage,
  // At once, not after the router's default second: the page is prerendered as this skeleton,
  // and React's first render must show the same frame, not an empty page, until the job is in.
  pendingComponent: JobDetailSkeleton,
  pendingMs: 0,
  errorComponent: JobLoadError,
});

function JobPage() {
  const { jobId } = Route.useParams();
  const { data: job } = useJob(jobId);
  if (!job) return <JobNotFound />;
  return (
    <JobDetail
      job={job}
      applyCard={
        <Stack gap="sm" pos="sticky" top={88}>
          <JobApplyCard job={job} />
          <SaveJobButton job={job} fullWidth />
        </Stack>
      }
      actionBar={
        <Group gap="sm" wrap="nowrap" grow>
          <JobApplyCard job={job} layout="bar" />
          <SaveJobButton job={job} fullWidth />
        </Group>
      }
    />
  );
}

function JobApplyCard({ job, layout }: { job: Job; layout?: 'card' | 'bar' }) {
  const visitor = useVisitor();
  const profile = useProfile(visitor.user?.id);
  const provider = useOptionalProvider();
  return (
    <ApplyCard
      job={job}
      signedIn={visitor.ready ? visitor.signedIn : undefined}
      applicant={applicantOf(profile)}
      providerName={provider?.name ?? siteName}
      layout={layout}
    />
  );
}

/** undefined while the profile loads (or a cached copy is rechecked), null when there is none. */
function applicantOf(profile: ProfileState): Applicant | null | undefined {
  if (profile.status === 'loading') return undefined;
  if (profile.status === 'error' || !profile.profile) return null;
  const { user_id, full_name, email, phone } = profile.profile;
  return { userId: user_id, name: full_name, email, phone };
}

function JobLoadError() {
  return (
    <Container size="sm" py={80}>
      <Text role="alert" ta="center">
        Jobbet kunde inte hämtas just nu. Kontrollera din uppkoppling och försök igen.
      </Text>
    </Container>
  );
}
