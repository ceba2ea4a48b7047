/** Add Fuel Entry: the fill-up form, full screen on a phone. */
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FuelEntryForm } from './FuelEntryForm';

export function AddFuelEntryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add Fuel Entry"
      size="lg"
      fullScreen={phone}
      centered
    >
      <FuelEntryForm onSaved={onClose} />
    </Modal>
  );
}
