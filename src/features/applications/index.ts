export { ApplyCard } from './components/ApplyCard';
export { MyApplications } from './components/MyApplications';
export { MyInvitations } from './components/MyInvitations';
export { SharedApplication } from './components/SharedApplication';
export { Shortlist } from './components/Shortlist';
export { myApplicationsQueryOptions } from './queries/myApplications';
export {
  type Applicant,
  ApplicationError,
  type ApplicationInput,
  submitApplication,
} from './queries/submitApplication';
