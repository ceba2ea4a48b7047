/**
 * How the tracker words an item's interval and where it stands, in the driver's unit: intervals,
 * readings and what is left are stored in miles and shown in miles or km.
 */
import {
  formatOdometerIn,
  type DistanceUnit,
  type DueStatus,
  type MaintenanceItem,
} from '@haulbook/sync-protocol';

const whole = new Intl.NumberFormat('en-US');
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

/** "Every 15,000 mi or 90 days" ("Every 24,140 km or 90 days"). */
export function intervalText(
  item: Pick<MaintenanceItem, 'intervalMiles' | 'intervalDays'>,
  unit: DistanceUnit,
) {
  const parts = [
    item.intervalMiles !== null ? formatOdometerIn(item.intervalMiles, unit) : null,
    item.intervalDays !== null ? days(item.intervalDays) : null,
  ].filter(Boolean);
  return `Every ${parts.join(' or ')}`;
}

/** "950 mi left", "1,200 mi overdue", "12 days left"; both when the item counts both. */
export function leftText(status: DueStatus, unit: DistanceUnit): string | null {
  const parts: string[] = [];
  if (status.milesLeft !== null)
    parts.push(
      status.milesLeft < 0
        ? `${formatOdometerIn(-status.milesLeft, unit)} overdue`
        : `${formatOdometerIn(status.milesLeft, unit)} left`,
    );
  if (status.daysLeft !== null)
    parts.push(
      status.daysLeft < 0 ? `${days(-status.daysLeft)} overdue` : `${days(status.daysLeft)} left`,
    );
  return parts.length > 0 ? parts.join(' · ') : null;
}

export const formatReading = (odometer: number | null, unit: DistanceUnit) =>
  odometer === null ? 'Not known yet' : formatOdometerIn(odometer, unit);
