export { JobCard } from './components/JobCard';
export { JobDetail } from './components/JobDetail';
export { JobDetailSkeleton } from './components/JobDetailSkeleton';
export { JobNotFound } from './components/JobNotFound';
export { JobsBrowser } from './components/JobsBrowser';
export { NewestJobs } from './components/NewestJobs';
export { formatDate, formatMonthlySalary } from './formatting';
export { jobPostingJsonLd } from './jobPostingJsonLd';
export { jobCardTexts, jobDetailTexts } from './jobTexts';
export type { Job } from './jobTypes';
export { rememberedListSearch } from './listPlace';
export { jobQueryOptions, loadJob, useJob } from './queries/job';
export { newestJobsQueryOptions } from './queries/newestJobs';
export {
  loadPublishedJobs,
  publishedJobsQueryOptions,
  usePublishedJobs,
} from './queries/publishedJobs';
