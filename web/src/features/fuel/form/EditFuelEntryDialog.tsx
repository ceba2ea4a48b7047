/** Correcting a fill-up: the Add Fuel Entry form with its values, and its receipt kept or changed. */
import type { FuelEntry } from '@haulbook/sync-protocol';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FuelEntryForm } from './FuelEntryForm';

interface EditFuelEntryDialogProps {
  entry: FuelEntry | null;
  opened: boolean;
  onClose: () => void;
}

export function EditFuelEntryDialog({ entry, opened, onClose }: EditFuelEntryDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit Fuel Entry"
      size="lg"
      fullScreen={phone}
      centered
    >
      {entry && <FuelEntryForm key={entry.id} entry={entry} onSaved={onClose} />}
    </Modal>
  );
}
