// The applications list's job filter: a searchable choice among the newest jobs whose title
// matches what is typed (read from the server, 20 at a time), plus the chosen one.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_QUERY_DEFAULTS } from '../queryDefaults';
import { searchJobs } from './applicationQueries';

type Props = { jobId: string | undefined; onChange: (jobId: string | undefined) => void };

export function JobFilter({ jobId, onChange }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const jobs = useQuery({
    queryKey: ['admin', 'applications', 'job-choices', debounced, jobId],
    queryFn: () => searchJobs(debounced, jobId),
    placeholderData: keepPreviousData,
    ...ADMIN_QUERY_DEFAULTS,
  });
  const data = (jobs.data ?? []).map((job) => ({
    value: job.id,
    label: `${job.title} – ${job.employer_name}`,
  }));
  return (
    <Select
      label="Jobb"
      placeholder="Alla jobb"
      data={data}
      value={jobId ?? null}
      onChange={(value) => onChange(value ?? undefined)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage="Inga jobb hittades"
      comboboxProps={{ withinPortal: true }}
      w={{ base: '100%', sm: 300 }}
    />
  );
}
