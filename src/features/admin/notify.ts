// Success and error toasts of the admin area (Mantine notifications).
import { notifications } from '@mantine/notifications';
import { describeDatabaseError } from './databaseErrors';

export function notifySuccess(title: string, message?: string): void {
  notifications.show({ title, message: message ?? '', color: 'teal', autoClose: 4000 });
}

/** A failure toast: the spec's title plus the reason, in Swedish where we know it. */
export function notifyError(title: string, error: unknown): void {
  notifications.show({
    title,
    message: describeDatabaseError(error),
    color: 'red',
    autoClose: 8000,
  });
}
