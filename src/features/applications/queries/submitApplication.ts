// Apply (spec §7) through the offline outbox (src/lib/offline/sync.ts): insert the application under a
// client-made id (the idempotency key), then ask send-job-application to notify the employer.
// Offline, the application waits in the outbox and is sent when the browser is online again.
import { useMutation } from '@tanstack/react-query';
import { submitViaOutbox } from '@/lib/offline/sync';

export type ApplicationJob = {
  id: string;
  title: string;
  employer_name: string;
};

export type Applicant = {
  userId: string;
  name: string;
  email: string;
  phone: string | null;
};

export type ApplicationInput = {
  applicationId: string;
  job: ApplicationJob;
  applicant: Applicant;
  coverLetter: string;
};

/** The database's unique (job_id, applicant_id) answers a second application with 23505. */
export const DUPLICATE_APPLICATION = '23505';

export class ApplicationError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ApplicationError';
  }
}

/** 'sent': the server has it; 'queued': stored on the device, sent when online again. */
export type ApplicationDelivery = 'sent' | 'queued';

export async function submitApplication(input: ApplicationInput): Promise<ApplicationDelivery> {
  const { applicationId, job, applicant, coverLetter } = input;
  const result = await submitViaOutbox({
    id: applicationId,
    kind: 'application',
    summary: `Ansökan: ${job.title}, ${job.employer_name}`,
    // The database fills in who applied from the account and profile; only these go.
    payload: { job_id: job.id, applicant_id: applicant.userId, cover_letter: coverLetter },
  });
  if (result.status === 'rejected') throw new ApplicationError(result.reason, result.code);
  return result.status;
}

export function useSubmitApplication() {
  return useMutation({
    mutationKey: ['applications', 'submit'],
    mutationFn: submitApplication,
    // The outbox handles being offline; a paused mutation would leave the dialog hanging.
    networkMode: 'always',
  });
}
