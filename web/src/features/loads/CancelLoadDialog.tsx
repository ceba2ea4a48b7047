/** Cancel deletes the load (SPEC §4), so the driver confirms it first. */
import type { Load } from '@haulbook/sync-protocol';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { loadCommands } from './loadCommands';
import { loadRoute, loadTitle } from './loadFormat';

interface CancelLoadDialogProps {
  load: Load | null;
  opened: boolean;
  onClose: () => void;
}

export function CancelLoadDialog({ load, opened, onClose }: CancelLoadDialogProps) {
  const [cancelling, setCancelling] = useState(false);

  const confirm = async () => {
    if (!load) return;
    setCancelling(true);
    await loadCommands.cancel(load);
    setCancelling(false);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Cancel this load?" centered>
      {load && (
        <Text>
          {loadTitle(load)} ({loadRoute(load)}) will be removed from your loads.
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Keep load
        </Button>
        <Button color="red" loading={cancelling} onClick={() => void confirm()}>
          Cancel load
        </Button>
      </Group>
    </Modal>
  );
}
