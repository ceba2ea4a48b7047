/**
 * The menu's reminder of due maintenance: a badge counting the items due soon or overdue, and the
 * Notification API reminders when the driver has turned notifications on. Mounted with the menu,
 * so it watches for as long as the driver is signed in.
 */
import { Badge } from '@mantine/core';
import { useEffect } from 'react';
import { usePreferences } from '../../data/preferences';
import { remindDueItems } from './reminders';
import { useTrackedItems } from './useMaintenance';

export function MaintenanceDue() {
  const tracked = useTrackedItems();
  // On only when the driver turned notifications on and the browser granted them.
  const wanted = usePreferences().pushNotifications;
  useEffect(() => {
    if (tracked) void remindDueItems(wanted, tracked);
  }, [tracked, wanted]);
  const due = (tracked ?? []).filter(
    (t) => t.status.state === 'dueSoon' || t.status.state === 'overdue',
  );
  if (due.length === 0) return null;
  const overdue = due.some((t) => t.status.state === 'overdue');
  return (
    <Badge
      size="sm"
      circle
      color={overdue ? 'red' : 'orange'}
      aria-label={`${due.length} maintenance ${due.length === 1 ? 'item' : 'items'} due`}
    >
      {due.length}
    </Badge>
  );
}
