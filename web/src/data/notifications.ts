/**
 * The driver's notification preference and the browser's permission behind it: the permission is
 * asked only when the driver turns notifications on (never on load). Nothing sends a reminder yet;
 * the preference and the permission are kept for the day something does.
 */
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
