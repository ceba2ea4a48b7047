/**
 * Reminders through the browser's Notification API: once per item and due state (due soon, then
 * overdue), only when the driver turned notifications on and the browser allows them. Which items
 * were announced is remembered on the device, so a reload does not repeat them.
 */
import type { TrackedItem } from './useMaintenance';

const sentKey = 'haulbook.maintenanceReminders';

function sent(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(sentKey) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/** Shows a notification for each item newly due soon or overdue; returns how many were shown. */
export function remindDueItems(enabled: boolean, tracked: readonly TrackedItem[]): number {
  if (!enabled || typeof Notification === 'undefined' || Notification.permission !== 'granted')
    return 0;
  const done = sent();
  let shown = 0;
  for (const { item, status } of tracked) {
    if (status.state !== 'dueSoon' && status.state !== 'overdue') continue;
    const key = `${item.id}:${item.lastServiceOdometer ?? ''}:${item.lastServiceDate ?? ''}:${status.state}`;
    if (done.has(key)) continue;
    done.add(key);
    shown++;
    new Notification(
      status.state === 'overdue' ? `${item.name} is overdue` : `${item.name} is due soon`,
      {
        body: 'Open Maintenance in Haulbook to see what is due.',
        tag: `maintenance-${item.id}`,
      },
    );
  }
  localStorage.setItem(sentKey, JSON.stringify([...done]));
  return shown;
}
