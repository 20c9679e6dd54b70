export { ApplyCard } from './components/ApplyCard';
export {
  type Applicant,
  ApplicationError,
  type ApplicationInput,
  submitApplication,
} from './queries/submitApplication';
