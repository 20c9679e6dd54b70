import { Alert, Container, Group, List, Stack, Text } from '@mantine/core';
import { periodsOf, qualificationGaps } from '@shared/search';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import * as v from 'valibot';
import { siteName } from '@/content/site';
import { type Applicant, ApplyCard } from '@/features/applications';
import { useVisitor } from '@/features/auth';
import { listedEmployerQueryOptions } from '@/features/employers';
import {
  ApplyAtEmployer,
  type Job,
  JobDetail,
  JobDetailSkeleton,
  JobNotFound,
  jobPostingJsonLd,
  loadJob,
  useJob,
} from '@/features/jobs';
import { type ProfileState, useProfile } from '@/features/profile';
import { SaveJobButton } from '@/features/saved-jobs';
import { useOptionalProvider } from '@/features/settings';
import { ClientData } from '@/lib/ui/ClientData';

// `?ansok=1`: back from signing in or up from "Ansök nu" (also through the confirmation link),
// so the application sheet opens.
const jobSearchSchema = v.object({
  ansok: v.fallback(v.optional(v.literal('1')), undefined),
});

export const Route = createFileRoute('/jobs/$jobId')({
  validateSearch: jobSearchSchema,
  loader: ({ context: { queryClient }, params }) => loadJob(queryClient, params.jobId),
  // Still on its way (loadJob): the site's title until the job is here (LoadedJobPage).
  head: ({ loaderData }) => ({
    meta:
      loaderData === undefined
        ? []
        : loaderData
          ? [
              { title: `${loaderData.title} – ${loaderData.employer_name} | Läkarjobb Norden` },
              {
                name: 'description',
                content: `${loaderData.title} hos ${loaderData.employer_name}, ${loaderData.location}.`,
              },
            ]
          : [{ title: 'Jobbet hittades inte | Läkarjobb Norden' }],
  }),
  component: JobPage,
  errorComponent: JobLoadError,
});

// job.html is this page with the skeleton (the build has no jobs); the browser renders the job.
function JobPage() {
  return (
    <ClientData fallback={<JobDetailSkeleton />}>
      <LoadedJobPage />
    </ClientData>
  );
}

function LoadedJobPage() {
  const { jobId } = Route.useParams();
  const { data: job } = useJob(jobId);
  const loaded = Route.useLoaderData();
  const router = useRouter();
  const { data: employerId } = useQuery({
    ...listedEmployerQueryOptions(job?.employer_name ?? ''),
    enabled: !!job,
  });
  // The loader stopped waiting for the row (loadJob): now that it is here, the loader runs again
  // from the cache, so the tab's title and the description name the job.
  useEffect(() => {
    if (loaded === undefined)
      void router.invalidate({ filter: (match) => match.routeId === Route.id });
  }, [loaded, router]);
  if (!job) return <JobNotFound jobId={jobId} />;
  return (
    <>
      {/* Here, not in the head's tags: rendered with the job, which the build does not have
          (`<` escaped so that no text ends the script element). */}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(jobPostingJsonLd(job)).replaceAll('<', '\\u003c'),
        }}
      />
      <JobDetail
        job={job}
        employerId={employerId}
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
        qualificationNotice={<QualificationNotice job={job} />}
      />
    </>
  );
}

/** "Ansök nu" for the provider's own ad; an imported one is applied for at the employer. */
function JobApplyCard({ job, layout }: { job: Job; layout?: 'card' | 'bar' }) {
  return job.source_id ? (
    <ApplyAtEmployer job={job} layout={layout} />
  ) : (
    <OwnAdApplyCard job={job} layout={layout} />
  );
}

function OwnAdApplyCard({ job, layout }: { job: Job; layout?: 'card' | 'bar' }) {
  const visitor = useVisitor();
  const profile = useProfile(visitor.user?.id);
  const provider = useOptionalProvider();
  const gaps = useQualificationGaps(job);
  const { ansok } = Route.useSearch();
  const navigate = Route.useNavigate();
  const applicationJob = useMemo(() => ({ ...job, periods: periodsOf(job) }), [job]);
  return (
    <ApplyCard
      job={applicationJob}
      signedIn={visitor.ready ? visitor.signedIn : undefined}
      applicant={applicantOf(profile)}
      providerName={provider?.name ?? siteName}
      gaps={gaps}
      applyOnArrival={ansok === '1'}
      onArrived={() => void navigate({ search: {}, replace: true })}
      layout={layout}
    />
  );
}

/** A signed-in doctor whose professional profile lacks a required licence or language reads it. */
function QualificationNotice({ job }: { job: Job }) {
  const gaps = useQualificationGaps(job);
  if (gaps.length === 0) return null;
  return (
    <Alert color="yellow" title="Din profil uppfyller inte alla krav">
      <List spacing={4}>
        {gaps.map((gap) => (
          <List.Item key={gap}>{gap}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** What a signed-in doctor's professional profile lacks of the job's requirements; [] for others. */
function useQualificationGaps(job: Job): string[] {
  const visitor = useVisitor();
  const userId = visitor.user?.id;
  // The profile module (and its schemas) is imported on use: an anonymous visitor's job page
  // never loads it. The key is professionalProfileQueryOptions', so /profile's copy is shared.
  const { data: profile } = useQuery({
    queryKey: ['professional-profile', userId],
    queryFn: async () =>
      (await import('@/entities/professionalProfile')).fetchProfessionalProfile(userId ?? ''),
    enabled: !!userId,
    staleTime: 0,
  });
  return useMemo(() => (profile ? qualificationGaps(job, profile) : []), [job, profile]);
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
