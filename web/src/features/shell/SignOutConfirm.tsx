/**
 * Asked before signing out with entries the server has not received: signing out clears this
 * device, so they would be lost. Loaded when first needed (AppLayout).
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useOpenedAfterMount } from '../../ui/useWantedOnce';
import { waitingLabel } from './sync/SyncStatus';

interface SignOutConfirmProps {
  opened: boolean;
  pending: number;
  onStay: () => void;
  onSignOut: () => void;
}

export default function SignOutConfirm({
  opened,
  pending,
  onStay,
  onSignOut,
}: SignOutConfirmProps) {
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal opened={shown} onClose={onStay} title="Sign out with unsynced entries?" centered>
      <Text size="sm" mb="md">
        {waitingLabel(pending)}. They are only on this device: signing out now deletes them. Stay
        signed in until you have signal and they sync.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay} data-autofocus>
          Stay signed in
        </Button>
        <Button color="red" onClick={onSignOut}>
          Sign out anyway
        </Button>
      </Group>
    </Modal>
  );
}
