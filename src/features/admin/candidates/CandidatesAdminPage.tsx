// /admin/kandidater: the recruiter's candidate search over the doctors who chose "Synlig för
// rekryterare". Opened from a job (?jobb=<id>) it fills in the job's requirements; from a
// request, the request's words (candidateSearchFromRequest). Chosen hits are invited to the job.
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { type CandidateSearch, candidateSearchForJob } from '@shared/search';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { describeDatabaseError } from '../databaseErrors';
import { CandidateFilters } from './CandidateFilters';
import { CandidateHits } from './CandidateHits';
import {
  candidateSearchQueryOptions,
  invitableJobsQueryOptions,
  useInvite,
} from './candidateQueries';
import { InvitationsPanel } from './InvitationsPanel';
import { SavedSearches } from './SavedSearches';

type Props = {
  search: CandidateSearch;
  onSearch: (search: CandidateSearch, options?: { replace: boolean }) => void;
};

export function CandidatesAdminPage({ search, onSearch }: Props) {
  const jobs = useQuery(invitableJobsQueryOptions());
  const job = jobs.data?.find((entry) => entry.id === search.jobb);
  // Only a job given (a link from the job list): its requirements become the search.
  const onlyJob = Object.keys(search).length === 1 && job !== undefined;
  useEffect(() => {
    if (onlyJob) onSearch(candidateSearchForJob(job), { replace: true });
  }, [onlyJob, job, onSearch]);
  const results = useQuery({ ...candidateSearchQueryOptions(search), enabled: !onlyJob });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const invite = useInvite();
  const toggle = (candidateId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(candidateId)) next.add(candidateId);
      return next;
    });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Kandidater
      </Title>
      <Text c="gray.7" maw={720}>
        Läkare som har valt att vara synliga för rekryterare. Träffarna visar yrkesprofilen utan
        namn, e-post, telefon eller dokument; kontaktuppgifterna kommer med ansökan när en läkare
        svarar Intresserad på en inbjudan.
      </Text>
      <CandidateFilters
        key={JSON.stringify(search)}
        search={search}
        jobs={jobs.data ?? []}
        onSearch={onSearch}
      />
      <SavedSearches search={search} onOpen={onSearch} />
      <Divider />
      {results.isError && (
        <Alert color="red" role="alert">
          Sökningen misslyckades: {describeDatabaseError(results.error)}
        </Alert>
      )}
      {results.data && (
        <>
          <Group justify="space-between">
            <Text fw={600} aria-live="polite">
              {results.data.total === 1 ? '1 kandidat' : `${results.data.total} kandidater`}
              {results.data.total > results.data.hits.length &&
                ` (visar de ${results.data.hits.length} senast uppdaterade)`}
            </Text>
            {job ? (
              <Button
                disabled={selected.size === 0}
                loading={invite.isPending}
                onClick={() =>
                  invite.mutate(
                    { jobId: job.id, candidateIds: [...selected] },
                    { onSuccess: () => setSelected(new Set()) },
                  )
                }
              >
                Bjud in valda ({selected.size}) till {job.title}
              </Button>
            ) : (
              <Text fz="sm" c="dimmed">
                Välj en annons under Jämför med annons för att bjuda in.
              </Text>
            )}
          </Group>
          <CandidateHits
            hits={results.data.hits}
            search={search}
            job={job}
            selected={selected}
            onToggle={toggle}
          />
        </>
      )}
      <InvitationsPanel job={job} jobs={jobs.data ?? []} />
    </Stack>
  );
}
