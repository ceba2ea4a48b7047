import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';

/** On a card whose changes are still only on this device. */
export function WaitingToSyncBadge() {
  return (
    <Badge color="navy" variant="light" size="sm" leftSection={<IconCloudUpload size={12} />}>
      Waiting to sync
    </Badge>
  );
}
