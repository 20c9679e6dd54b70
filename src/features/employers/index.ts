export { EmployerDirectory } from './EmployerDirectory';
export { EmployerNotFound, EmployerProfileView } from './EmployerProfileView';
export { employerProfileQueryOptions, useEmployerProfile } from './employerProfileQuery';
export { type EmployerSearch, employerSearchSchema } from './employerSearch';
