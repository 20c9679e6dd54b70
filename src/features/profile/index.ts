export { ProfessionalProfileCard } from './components/ProfessionalProfileCard';
export { ProfilePage } from './components/ProfilePage';
export {
  type Profile,
  type ProfileState,
  profileQueryOptions,
  useProfile,
} from './queries/profile';
export { saveProfile, useSaveProfile } from './queries/saveProfile';
