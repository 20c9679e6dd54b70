// The job dialog /admin/jobs's address asks for: a new draft from an employer's request, linked
// to the request once saved, or a stored job to edit (the requests list links to it).
import { useQuery } from '@tanstack/react-query';
import { publishableRowQueryOptions } from '../publishable/publishableQueries';
import type { Opening } from '../publishable/publishableTypes';
import { jobRequestQueryOptions, useRequestJobMutation } from '../requests/requestQueries';
import { jobDraftFromRequest } from './jobFromRequest';
import type { JobDialogSearch } from './jobSearch';

export type JobOpeningProps = {
  dialog: JobDialogSearch;
  /** The dialog closed: the address stops asking for it. */
  onDialogClose: () => void;
};

export function useJobOpening({ dialog, onDialogClose }: JobOpeningProps) {
  const requestId = dialog.forfragan;
  const jobId = dialog.redigera;
  const request = useQuery({ ...jobRequestQueryOptions(requestId ?? ''), enabled: !!requestId });
  const job = useQuery({ ...publishableRowQueryOptions('jobs', jobId ?? ''), enabled: !!jobId });
  const link = useRequestJobMutation();

  let opening: Opening<'jobs'> | undefined;
  if (requestId && request.data)
    opening = {
      row: null,
      draft: jobDraftFromRequest(request.data),
      onCreated: (id) => link.mutate({ requestId, jobId: id }),
      onClose: onDialogClose,
    };
  else if (jobId && job.data) opening = { row: job.data, onClose: onDialogClose };
  return { opening, error: (requestId && request.error) || (jobId && job.error) || null };
}
