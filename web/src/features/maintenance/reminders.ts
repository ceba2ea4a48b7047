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
 * One notification: through the service worker where one is running (Chrome on Android has no
 * `new Notification()`: it throws), else the page's own. False when the browser showed nothing,
 * so the item is announced again later rather than never.
 */
async function notify(title: string, options: NotificationOptions): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration?.active) await registration.showNotification(title, options);
    else new Notification(title, options);
    return true;
  } catch {
    return false;
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
  const due: { key: string; title: string; id: string }[] = [];
  for (const { item, status } of tracked) {
    if (status.state !== 'dueSoon' && status.state !== 'overdue') continue;
    const key = `${item.id}:${item.lastServiceOdometer ?? ''}:${item.lastServiceDate ?? ''}:${status.state}`;
    if (done.has(key)) continue;
    const title =
      status.state === 'overdue' ? `${item.name} is overdue` : `${item.name} is due soon`;
    due.push({ key, title, id: item.id });
  }
  const body = 'Open Maintenance in Haulbook to see what is due.';
  const shown = await Promise.all(
    due.map(({ title, id }) => notify(title, { body, tag: `maintenance-${id}` })),
  );
  // Read again: a reminder shown meanwhile (another change of the items) is kept too.
  const kept = sent();
  for (const [i, { key }] of due.entries()) if (shown[i]) kept.add(key);
  localStorage.setItem(sentKey, JSON.stringify([...kept]));
  return shown.filter(Boolean).length;
}
