/**
 * Asked before signing out with entries the server has not received, or refused uploads kept for
 * Retry: signing out clears this device, so they would be lost. Loaded when first needed
 * (AppLayout).
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useOpenedAfterMount } from '../../ui/useWantedOnce';
import { waitingLabel } from './sync/SyncStatus';

interface SignOutConfirmProps {
  opened: boolean;
  pending: number;
  /** Refused uploads kept on this device for Retry. */
  kept: number;
  onStay: () => void;
  onSignOut: () => void;
}

export default function SignOutConfirm({
  opened,
  pending,
  kept,
  onStay,
  onSignOut,
}: SignOutConfirmProps) {
  const shown = useOpenedAfterMount(opened);
  const what = [
    ...(pending > 0 ? [waitingLabel(pending)] : []),
    ...(kept > 0 ? [`${kept} refused ${kept === 1 ? 'upload' : 'uploads'} kept for Retry`] : []),
  ];
  return (
    <Modal opened={shown} onClose={onStay} title="Sign out with unsynced entries?" centered>
      <Text size="sm" mb="md">
        {what.join(' and ')}. They are only on this device: signing out now deletes them. Stay
        signed in until you have signal and they sync, or retry or delete what was refused.
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
