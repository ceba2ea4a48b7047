/**
 * Add New Load: photos to read the load from, then the form. Full screen on a phone. The photos are
 * kept with the load as its BOL documents when it is saved.
 */
import { Divider, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useExtraction } from '../extraction/useExtraction';
import { LoadForm } from './LoadForm';
import { LoadPhotos } from '../documents/LoadPhotos';

/** The dialog's content: mounted while open, so the photos and what they filled start over. */
function AddLoad({ onSaved }: { onSaved: () => void }) {
  const [photos, setPhotos] = useState<File[]>([]);
  const extraction = useExtraction();
  return (
    <>
      <LoadPhotos photos={photos} onChange={setPhotos} extraction={extraction} />
      <Divider my="lg" label="Load details" labelPosition="center" />
      <LoadForm onSaved={onSaved} fill={extraction.fill} photos={photos} />
    </>
  );
}

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
      <AddLoad onSaved={onClose} />
    </Modal>
  );
}
