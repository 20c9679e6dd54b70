export { EmployerDirectory } from './EmployerDirectory';
export { EmployerNotFound, EmployerProfileView } from './EmployerProfileView';
export { type EmployerSearch, employerSearchSchema } from './employerSearch';
export { findEmployerProfile } from './searchEmployers';
