export { EmployerDirectory } from './EmployerDirectory';
export { EmployerNotFound, EmployerProfileView } from './EmployerProfileView';
export {
  employerProfileQueryOptions,
  listedEmployerQueryOptions,
  useEmployerProfile,
} from './employerProfileQuery';
export { type EmployerSearch, employerSearchSchema } from './employerSearch';
