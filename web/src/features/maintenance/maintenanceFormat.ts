/** How the tracker words an item's interval and where it stands. */
import type { DueStatus, MaintenanceItem } from '@haulbook/sync-protocol';

const whole = new Intl.NumberFormat('en-US');
const miles = (n: number) => `${whole.format(n)} mi`;
const days = (n: number) => `${whole.format(n)} ${n === 1 ? 'day' : 'days'}`;

export const dueLabels: Record<DueStatus['state'], string> = {
  overdue: 'Overdue',
  dueSoon: 'Due soon',
  ok: 'OK',
  unknown: 'Not started',
};

export const dueColors: Record<DueStatus['state'], string> = {
  overdue: 'red',
  dueSoon: 'orange',
  ok: 'teal',
  unknown: 'gray',
};

/** "Every 15,000 mi or 90 days". */
export function intervalText(item: Pick<MaintenanceItem, 'intervalMiles' | 'intervalDays'>) {
  const parts = [
    item.intervalMiles !== null ? miles(item.intervalMiles) : null,
    item.intervalDays !== null ? days(item.intervalDays) : null,
  ].filter(Boolean);
  return `Every ${parts.join(' or ')}`;
}

/** "950 mi left", "1,200 mi overdue", "12 days left"; both when the item counts both. */
export function leftText(status: DueStatus): string | null {
  const parts: string[] = [];
  if (status.milesLeft !== null)
    parts.push(
      status.milesLeft < 0
        ? `${miles(-status.milesLeft)} overdue`
        : `${miles(status.milesLeft)} left`,
    );
  if (status.daysLeft !== null)
    parts.push(
      status.daysLeft < 0 ? `${days(-status.daysLeft)} overdue` : `${days(status.daysLeft)} left`,
    );
  return parts.length > 0 ? parts.join(' · ') : null;
}

export const formatReading = (odometer: number | null) =>
  odometer === null ? 'Not known yet' : miles(odometer);
