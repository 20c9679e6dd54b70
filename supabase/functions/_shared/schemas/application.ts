// The job application form (cover letter) and the send-job-application payload (spec §7).
import * as v from 'valibot';
import { paragraph, uuid } from './form-fields.ts';

export const COVER_LETTER_MAX_LENGTH = 5000;

export const applicationSchema = v.object({
  coverLetter: paragraph(1, 'Personligt brev krävs', COVER_LETTER_MAX_LENGTH),
});

export type ApplicationForm = v.InferOutput<typeof applicationSchema>;

/**
 * Body of send-job-application. Only `jobId` and `applicationId` are used by the server: the
 * applicant's details come from the stored application and the recipient from the job, so the
 * other fields of spec §7 (applicantName … employerEmail) are accepted and ignored.
 */
export const jobApplicationNoticeSchema = v.object({
  jobId: uuid('Ogiltigt jobb-id'),
  applicationId: uuid('Ogiltigt ansöknings-id'),
  applicantName: v.optional(v.string()),
  applicantEmail: v.optional(v.string()),
  applicantPhone: v.optional(v.nullable(v.string())),
  coverLetter: v.optional(v.string()),
  jobTitle: v.optional(v.string()),
  employerName: v.optional(v.string()),
  employerEmail: v.optional(v.nullable(v.string())),
});

export type JobApplicationNotice = v.InferOutput<typeof jobApplicationNoticeSchema>;
