// Apply (spec §7) through the offline outbox (src/lib/offline/sync.ts): insert the application under a
// client-made id (the idempotency key), then ask send-job-application to notify the employer.
// Offline, the application waits in the outbox and is sent when the browser is online again.
import type { JobPeriod } from '@shared/search';
import { useMutation } from '@tanstack/react-query';
import type { AttachedFile } from '@/lib/offline/db';
import { importAfterDexie } from '@/lib/offline/importAfterDexie';

export { ALREADY_APPLIED, DUPLICATE_APPLICATION } from '@/lib/offline/outboxDelivery';

export type ApplicationJob = {
  id: string;
  title: string;
  employer_name: string;
  /** The ad's periods in order; an applicant chooses among several. */
  periods: readonly JobPeriod[];
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
  /** Profile documents to send with it. */
  documentIds: string[];
  /** Files chosen on the device: they wait in the outbox (IndexedDB) with the application. */
  files: AttachedFile[];
  /** The periods of the ad the applicant can take; empty for an ad with fewer than two. */
  chosenPeriods: JobPeriod[];
};

const TRY_AGAIN_LATER = 'Försök igen senare.';

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
  const { applicationId, job, applicant, coverLetter, documentIds, files, chosenPeriods } = input;
  // The outbox (Dexie) loads when a doctor applies, not with the job page a first visit opens.
  const { submitViaOutbox } = await importAfterDexie(() => import('@/lib/offline/sync'));
  const result = await submitViaOutbox({
    id: applicationId,
    kind: 'application',
    summary: `Ansökan: ${job.title}, ${job.employer_name}`,
    deliveredNotice: `Din ansökan till ${job.employer_name} har skickats`,
    // The database fills in who applied from the account and profile; only these go.
    payload: {
      job_id: job.id,
      applicant_id: applicant.userId,
      cover_letter: coverLetter,
      document_ids: documentIds,
      files,
      chosen_periods: chosenPeriods,
    },
  });
  if (result.status === 'rejected') throw new ApplicationError(result.reason, result.code);
  // The server asks to wait (429): nothing is kept, the dialog keeps the letter for a new try.
  if (result.status === 'throttled') throw new ApplicationError(TRY_AGAIN_LATER, '429');
  // The server answered with an error: nothing is kept either; "Något gick fel" with this.
  if (result.status === 'failed') throw new ApplicationError(TRY_AGAIN_LATER, '5xx');
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
