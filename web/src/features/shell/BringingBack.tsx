/**
 * Shown after the browser cleared this device while the driver stayed signed in
 * (data/session/deviceCleared.ts): says so, and that everything the account holds is on its way
 * back, until the first pull has finished; then that it is back.
 */
import { Alert, Button, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { deviceCleared } from '../../data/session/deviceCleared';
import { useFirstSyncPending } from '../../data/sync/useSync';

export default function BringingBack() {
  const pulling = useFirstSyncPending() !== false;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconRestore size={20} />}
      mb="md"
      role="status"
      title={pulling ? 'Bringing your entries back' : 'Your entries are back'}
    >
      <Text size="sm">
        This device no longer held your Haulbook data: the browser cleared its storage. You are
        still signed in, so{' '}
        {pulling
          ? 'everything saved to your account is coming back to this device now.'
          : 'everything saved to your account is on this device again.'}{' '}
        Entries made here that had not synced before it was cleared could not be kept.
      </Text>
      {!pulling && (
        <Button size="compact-md" variant="light" mt="xs" onClick={deviceCleared.dismiss}>
          Got it
        </Button>
      )}
    </Alert>
  );
}
