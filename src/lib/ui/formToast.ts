// One toast per form: a form's new message takes the place of its last, so submitting again does
// not stack copies of an error, and a success replaces the error it follows.
import { type NotificationData, notifications } from '@mantine/notifications';

export function showFormToast(form: string, toast: Omit<NotificationData, 'id'>): void {
  notifications.hide(form);
  notifications.show({ ...toast, id: form });
}
