// What a job card and a job page show of a job, as text: the components render these, and the
// first visit's early paint (src/firstPaint/earlyPaint.ts) fills the same texts into their build-time
// markup, so the two cannot drift apart.
import { jobSectionLines } from '@shared/public-job';
import { payLabel, specialtyLabel } from '@shared/search';
import type { TemplateFields } from '@/lib/pageTemplate';
import { formatDate, lines, shorten } from './formatting';
import { jobSummaryTexts } from './jobSummaryTexts';
import { employmentBadge, jobPay, qualificationsList, termsLine, termsList } from './jobTermTexts';
import type { Job } from './jobTypes';

/** The badges above a job's title: its Anställningsform and specialty, when the ad has them. */
export function jobBadgeTexts(job: Pick<Job, 'job_type' | 'employment_form' | 'specialty'>) {
  return {
    employmentForm: employmentBadge(job),
    specialty: job.specialty ? specialtyLabel(job.specialty) : null,
  };
}

/** The last day to apply, on the card and the job page alike. */
function lastDayTexts(job: Pick<Job, 'expires_at'>) {
  return {
    expiresIso: job.expires_at,
    expires: job.expires_at ? formatDate(job.expires_at) : null,
  };
}

export type JobCardTexts = ReturnType<typeof jobCardTexts>;

export function jobCardTexts(job: Job) {
  return {
    ...jobBadgeTexts(job),
    ...jobSummaryTexts(job),
    excerpt: shorten(job.description),
    // A locum's period, scope and rate at a glance.
    terms: termsLine(job),
    salary: jobPay(job),
    ...lastDayTexts(job),
  };
}

export type JobDetailTexts = ReturnType<typeof jobDetailTexts>;

export function jobDetailTexts(job: Job) {
  return {
    ...jobBadgeTexts(job),
    // Its id is in the page's links (the sign-in link returns to the job).
    ...jobSummaryTexts(job),
    salary: jobPay(job),
    salaryLabel: payLabel(job.pay_unit),
    ...lastDayTexts(job),
    description: job.description,
    terms: termsList(job),
    qualifications: qualificationsList(job),
    requirements: lines(job.requirements),
    benefits: lines(job.benefits),
    // The definition's sections (e.g. Kontaktperson): each one's lines under its column's name.
    sections: jobSectionLines(job),
  };
}

/** A job page's texts as its template names them (src/firstPaint/earlyPaint.ts): the sections' lists too. */
export function jobDetailFields(job: Job): TemplateFields {
  const { sections, ...texts } = jobDetailTexts(job);
  return { ...texts, ...sections };
}
