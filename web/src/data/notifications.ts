/**
 * Reminders through the Notification API, behind the driver's notification preference. The
 * browser's permission is asked only when the driver turns notifications on (never on load), and
 * a reminder shows only while the preference is on and the permission granted. Other areas (the
 * maintenance tracker) call showReminder() and need nothing else.
 */
import { readPreferences } from './preferences';
import { preferences } from './sync';

/** Turns notifications on: asks the browser first; false when it was refused. */
export async function enableNotifications(userId: string): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission !== 'granted') return false;
  await preferences.setPreferences(userId, { pushNotifications: true });
  return true;
}

export async function disableNotifications(userId: string): Promise<void> {
  await preferences.setPreferences(userId, { pushNotifications: false });
}

/** True when a reminder would be shown now. */
export async function remindersOn(): Promise<boolean> {
  return (await readPreferences()).pushNotifications;
}

/** Shows a reminder if the driver wants them; through the service worker when there is one. */
export async function showReminder(title: string, options: NotificationOptions = {}) {
  if (!(await remindersOn())) return false;
  const registration = await navigator.serviceWorker?.getRegistration?.();
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
  return true;
}
