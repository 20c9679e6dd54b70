// What a job card and a job page show of a job, as text: the components render these, and the
// first visit's early paint (src/earlyPaint.ts) fills the same texts into their build-time
// markup, so the two cannot drift apart.
import { payLabel, specialtyLabel } from '@shared/search';
import { formatDate, jobPlace, lines, shorten } from './formatting';
import { employmentBadge, jobPay, qualificationsList, termsLine, termsList } from './jobTermTexts';
import type { Job } from './jobTypes';

/** The badges above a job's title: its employment type and specialty, when the ad has them. */
export function jobBadgeTexts(job: Pick<Job, 'job_type' | 'employment_form' | 'specialty'>) {
  return {
    jobType: employmentBadge(job),
    specialty: job.specialty ? specialtyLabel(job.specialty) : null,
  };
}

export type JobCardTexts = ReturnType<typeof jobCardTexts>;

export function jobCardTexts(job: Job) {
  return {
    ...jobBadgeTexts(job),
    id: job.id,
    title: job.title,
    employer: job.employer_name,
    excerpt: shorten(job.description),
    // A locum's period, scope and rate at a glance (issue 36).
    terms: termsLine(job),
    salary: jobPay(job),
    place: jobPlace(job),
    // The day it went public, as the job page says it ("Publicerad"), not the day it was drafted.
    publishedIso: job.published_at ?? job.created_at,
    published: formatDate(job.published_at ?? job.created_at),
  };
}

export type JobDetailTexts = ReturnType<typeof jobDetailTexts>;

export function jobDetailTexts(job: Job) {
  const published = job.published_at ?? job.created_at;
  return {
    ...jobBadgeTexts(job),
    // In the page's links (the sign-in link returns to the job).
    id: job.id,
    title: job.title,
    employer: job.employer_name,
    place: jobPlace(job),
    salary: jobPay(job),
    salaryLabel: payLabel(job.pay_unit),
    publishedIso: published,
    published: formatDate(published),
    expiresIso: job.expires_at,
    expires: job.expires_at ? formatDate(job.expires_at) : null,
    description: job.description,
    terms: termsList(job),
    qualifications: qualificationsList(job),
    requirements: lines(job.requirements),
    benefits: lines(job.benefits),
  };
}
