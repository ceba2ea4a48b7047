/**
 * Online/offline in the shell. "Offline" means the browser says so, or the last session check could
 * not reach the server: either way entries stay on the device until the connection returns.
 */
import { Alert, Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useAuth } from '../../data/session/useAuth';
import { useOnlineStatus } from '../../data/useOnlineStatus';

export function useIsOffline(): boolean {
  const online = useOnlineStatus();
  const { serverReachable } = useAuth();
  return !online || !serverReachable;
}

export function ConnectionBadge() {
  const offline = useIsOffline();
  return (
    <Badge
      color={offline ? 'orange' : 'teal'}
      variant={offline ? 'filled' : 'light'}
      leftSection={offline ? <IconWifiOff size={12} /> : undefined}
      aria-live="polite"
    >
      {offline ? 'Offline' : 'Online'}
    </Badge>
  );
}

export function OfflineBanner() {
  const offline = useIsOffline();
  if (!offline) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconWifiOff size={20} />} mb="md" role="status">
      You are offline — your entries are saved on this device
    </Alert>
  );
}
