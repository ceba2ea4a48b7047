/**
 * Toasts (SPEC §8): one visible at a time, 5 s each (set on <Notifications> in main.tsx). Errors are
 * red with a cross, successes teal with a tick.
 */
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';

export function notifyError(title: string, message: string): void {
  notifications.show({ title, message, color: 'red', icon: <IconX size={18} /> });
}

export function notifySuccess(title: string, message: string): void {
  notifications.show({ title, message, color: 'teal', icon: <IconCheck size={18} /> });
}
