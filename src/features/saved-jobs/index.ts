export { SavedJobsLink } from './SavedJobsLink';
export { SavedJobsList } from './SavedJobsList';
export { SavedJobsSync } from './SavedJobsSync';
export { SaveJobButton } from './SaveJobButton';
export { saveJob, unsaveJob, useIsJobSaved } from './savedJobIds';
export { useSavedJobs } from './useSavedJobs';
