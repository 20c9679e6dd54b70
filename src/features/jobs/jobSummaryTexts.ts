// What every listing of a job names: its title, employer, place and the day it went public. The
// card and the page add their own texts to these (jobTexts.ts); the home page's newest jobs show
// only these, so its start-up code does without the terms' texts.
import { formatDate, jobPlace } from './formatting';
import type { Job } from './jobTypes';

export function jobSummaryTexts(job: Job) {
  // The day it went public, as the job page says it ("Publicerad"), not the day it was drafted.
  const published = job.published_at ?? job.created_at;
  return {
    id: job.id,
    title: job.title,
    employer: job.employer_name,
    place: jobPlace(job),
    publishedIso: published,
    published: formatDate(published),
  };
}
