export { AlertsPage } from './components/AlertsPage';
export { SaveAlertButton } from './components/SaveAlertButton';
export { UnsubscribedPage } from './components/UnsubscribedPage';
export { jobAlertsQueryOptions } from './queries/jobAlerts';
export { ALERTS_INTRO, ALERTS_TITLE } from './texts';
