export { ApplicationNoticesButton } from './components/PushKindButton';
export { PushSettingsCard } from './components/PushSettingsCard';
