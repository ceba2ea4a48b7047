/**
 * Online/offline in the shell, or 'Sync stuck' when the server keeps failing on a change. "Offline" means the browser says so, or the last session check could
 * not reach the server: either way entries stay on the device until the connection returns.
 */
import { Alert, Badge } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { useAuth } from '../../../data/session/useAuth';
import { useStuckChanges } from '../../../data/sync/useSync';
import { useOnlineStatus } from '../../../data/useOnlineStatus';

export function useIsOffline(): boolean {
  const online = useOnlineStatus();
  const { serverReachable } = useAuth();
  return !online || !serverReachable;
}

/** Offline, or online but with changes the server keeps failing on, or all well. */
export function ConnectionBadge() {
  const offline = useIsOffline();
  const { stuck } = useStuckChanges();
  const state = offline ? 'offline' : stuck.length > 0 ? 'stuck' : 'online';
  return (
    <Badge
      // Never cut short: at 360 px the header is tight exactly when this matters.
      style={{ flexShrink: 0, overflow: 'visible' }}
      color={{ offline: 'orange', stuck: 'red', online: 'teal' }[state]}
      variant={state === 'online' ? 'light' : 'filled'}
      leftSection={
        {
          offline: <IconWifiOff size={12} />,
          stuck: <IconAlertTriangle size={12} />,
          online: null,
        }[state]
      }
      aria-live="polite"
    >
      {{ offline: 'Offline', stuck: 'Sync stuck', online: 'Online' }[state]}
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
