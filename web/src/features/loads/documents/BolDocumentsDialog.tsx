/**
 * docs/product.md §2 BOL Documents: Take Photo (the phone's camera), Upload Files, the files chosen, and the
 * load's documents each with Share, plus 'Send as one PDF' for brokers who want one file. Chosen
 * photos are made smaller before they are kept unless the driver keeps the originals; everything
 * lands on the device first and shows at once, marked while it waits for the server.
 */
import type { Load } from '@haulbook/sync-protocol';
import {
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DocumentViewer } from '../../documents/DocumentViewer';
import { BolDocumentList } from './BolDocumentList';
import { addDocuments, documentAccept, sendAsOnePdf } from './documentCommands';
import { PhotoList } from './LoadPhotos';
import { loadTitle } from '../loadFormat';
import { useLoadDocuments } from './useLoadDocuments';

function Pickers({ onChoose }: { onChoose: (files: File[]) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <FileButton
        onChange={(file) => file && onChoose([file])}
        accept="image/*"
        capture="environment"
        inputProps={{ 'aria-label': 'Photo from camera' }}
      >
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconCamera size={18} />}>
            Take Photo
          </Button>
        )}
      </FileButton>
      <FileButton
        onChange={onChoose}
        accept={documentAccept}
        multiple
        inputProps={{ 'aria-label': 'Files to upload' }}
      >
        {(props) => (
          <Button {...props} leftSection={<IconUpload size={18} />}>
            Upload Files
          </Button>
        )}
      </FileButton>
    </SimpleGrid>
  );
}

function BolDocuments({ load }: { load: Load }) {
  const documents = useLoadDocuments(load.id) ?? [];
  const [chosen, setChosen] = useState<File[]>([]);
  const [keepOriginal, setKeepOriginal] = useState(false);
  const [saving, setSaving] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [joining, setJoining] = useState(false);

  const save = async () => {
    setSaving(true);
    const kept = await addDocuments(load.id, chosen, { held: documents.length, keepOriginal });
    setSaving(false);
    if (kept) setChosen([]);
  };

  const sendOne = async () => {
    setJoining(true);
    await sendAsOnePdf(
      loadTitle(load),
      documents.map((d) => d.item),
    );
    setJoining(false);
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {loadTitle(load)}
      </Text>
      <Pickers onChoose={(files) => setChosen((current) => [...current, ...files])} />
      <Text size="xs" c="dimmed">
        Photos or PDFs, up to 10MB each and 20 per load. Saved on this device first, uploaded when
        you have signal.
      </Text>
      {chosen.length > 0 && (
        <Stack gap="xs">
          <PhotoList
            photos={chosen}
            label="Selected files"
            onRemove={(index) => setChosen(chosen.filter((_, i) => i !== index))}
          />
          <Checkbox
            label="Keep original quality (uses more data)"
            checked={keepOriginal}
            onChange={(event) => setKeepOriginal(event.currentTarget.checked)}
          />
          <Button onClick={() => void save()} loading={saving}>
            {chosen.length === 1 ? 'Upload 1 file' : `Upload ${chosen.length} files`}
          </Button>
        </Stack>
      )}
      <Group justify="space-between" align="center" gap="xs">
        <Title order={3} fz="md">
          Documents ({documents.length})
        </Title>
        {documents.length > 0 && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFileTypePdf size={16} />}
            loading={joining}
            onClick={() => void sendOne()}
          >
            Send as one PDF
          </Button>
        )}
      </Group>
      <BolDocumentList documents={documents} onView={setViewing} />
      <DocumentViewer
        items={documents.map((d) => d.item)}
        start={viewing}
        onClose={() => setViewing(null)}
      />
    </Stack>
  );
}

interface BolDocumentsDialogProps {
  load: Load | null;
  opened: boolean;
  onClose: () => void;
}

export function BolDocumentsDialog({ load, opened, onClose }: BolDocumentsDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="BOL Documents"
      size="lg"
      fullScreen={phone}
      centered
    >
      {load && <BolDocuments key={load.id} load={load} />}
    </Modal>
  );
}
