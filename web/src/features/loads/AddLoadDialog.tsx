/** Add New Load: photos to read the load from, then the form. Full screen on a phone. */
import { Divider, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LoadForm } from './LoadForm';
import { LoadPhotos } from './LoadPhotos';

export function AddLoadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add New Load"
      size="lg"
      fullScreen={phone}
      centered
    >
      <LoadPhotos />
      <Divider my="lg" label="Load details" labelPosition="center" />
      <LoadForm onSaved={onClose} />
    </Modal>
  );
}
