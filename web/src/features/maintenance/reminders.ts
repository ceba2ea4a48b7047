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

/**
 * One notification: through the service worker where there is one (Chrome on Android has no
 * `new Notification()`: it throws), else the page's own. A browser that refuses both stays quiet;
 * the menu's badge still counts the item.
 */
async function notify(title: string, options: NotificationOptions): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification(title, options);
    else new Notification(title, options);
  } catch {
    // Nothing to show it with: the badge is the reminder.
  }
}

/** Shows a notification for each item newly due soon or overdue; answers how many were shown. */
export async function remindDueItems(
  enabled: boolean,
  tracked: readonly TrackedItem[],
): Promise<number> {
  if (!enabled || typeof Notification === 'undefined' || Notification.permission !== 'granted')
    return 0;
  const done = sent();
  const titles: [string, string][] = [];
  for (const { item, status } of tracked) {
    if (status.state !== 'dueSoon' && status.state !== 'overdue') continue;
    const key = `${item.id}:${item.lastServiceOdometer ?? ''}:${item.lastServiceDate ?? ''}:${status.state}`;
    if (done.has(key)) continue;
    done.add(key);
    const title =
      status.state === 'overdue' ? `${item.name} is overdue` : `${item.name} is due soon`;
    titles.push([title, item.id]);
  }
  localStorage.setItem(sentKey, JSON.stringify([...done]));
  const body = 'Open Maintenance in Haulbook to see what is due.';
  await Promise.all(titles.map(([title, id]) => notify(title, { body, tag: `maintenance-${id}` })));
  return titles.length;
}
