// Apply (spec §7): insert the application under a client-made id (the idempotency key), then ask
// send-job-application to notify the employer. A failed notice is logged and never undoes the
// stored application.
import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export type ApplicationJob = {
  id: string;
  title: string;
  employer_name: string;
  employer_email: string | null;
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

export async function submitApplication(input: ApplicationInput): Promise<void> {
  const { applicationId, job, applicant, coverLetter } = input;
  const { error } = await supabase.from('job_applications').insert({
    id: applicationId,
    job_id: job.id,
    applicant_id: applicant.userId,
    applicant_name: applicant.name,
    applicant_email: applicant.email,
    applicant_phone: applicant.phone,
    cover_letter: coverLetter,
    status: 'pending',
  });
  if (error) throw new ApplicationError(error.message, error.code);
  void notifyEmployer(input);
}

async function notifyEmployer({ applicationId, job, applicant, coverLetter }: ApplicationInput) {
  try {
    const { error } = await supabase.functions.invoke('send-job-application', {
      body: {
        applicantName: applicant.name,
        applicantEmail: applicant.email,
        applicantPhone: applicant.phone,
        coverLetter,
        jobTitle: job.title,
        employerName: job.employer_name,
        employerEmail: job.employer_email,
        jobId: job.id,
        applicationId,
      },
    });
    if (error) console.error('Arbetsgivaren kunde inte meddelas om ansökan', error);
  } catch (error) {
    console.error('Arbetsgivaren kunde inte meddelas om ansökan', error);
  }
}

export function useSubmitApplication() {
  return useMutation({ mutationKey: ['applications', 'submit'], mutationFn: submitApplication });
}
