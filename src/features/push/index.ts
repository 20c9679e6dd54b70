export { ApplicationNoticesButton } from './components/ApplicationNoticesButton';
export { PushSettingsCard } from './components/PushSettingsCard';
