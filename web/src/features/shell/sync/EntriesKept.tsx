import { Text } from '@mantine/core';
import { useSyncStatus } from '../../../data/sync/useSync';

/** Under a screen that failed: the driver's entries are not lost with it. */
export function EntriesKept() {
  const { pending } = useSyncStatus();
  const waiting =
    pending === 0
      ? ''
      : ` ${pending === 1 ? 'One entry is' : `${pending} entries are`} waiting and will still sync.`;
  return (
    <Text>
      Your entries are safe on this device.{waiting} Reload to try this screen again, or choose
      another from the menu.
    </Text>
  );
}
