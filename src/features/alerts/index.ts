export { AlertNoticesList } from './components/AlertNoticesList';
export { AlertsPage } from './components/AlertsPage';
export { ConfirmUnsubscribePage } from './components/ConfirmUnsubscribePage';
export { SaveAlertButton } from './components/SaveAlertButton';
export { UnsubscribedPage } from './components/UnsubscribedPage';
export { jobAlertsQueryOptions } from './queries/jobAlerts';
export { ALERTS_INTRO, ALERTS_TITLE, UNSUBSCRIBE_TITLE } from './texts';
