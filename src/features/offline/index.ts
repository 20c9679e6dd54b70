export { BackgroundSync } from './BackgroundSync';
export { confirmSignOut } from './confirmSignOut';
export { OfflineBanner } from './OfflineBanner';
export { OutboxBadge } from './OutboxBadge';
export { OutboxList } from './OutboxList';
export { offlineTexts } from './texts';
export { UpdatePrompt } from './UpdatePrompt';
