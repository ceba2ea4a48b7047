/**
 * docs/product.md §2 BOL Documents: Take Photo (the phone's camera), Upload Files, the files chosen
 * with what kind of paper they are, and the load's documents each with Share and Delete, plus
 * 'Send as one PDF' for brokers who want one file, and 'Send paperwork', which has the server
 * email them to the office (SendPaperwork.tsx), with what became of each send below. The two
 * pickers look alike, as pickers; the button that keeps the chosen files is the one filled in.
 * Chosen photos are cleaned up as scans, shown beside them (ScanChoice.tsx), unless the driver
 * unticks it; otherwise made smaller before they are kept unless the driver keeps the originals;
 * everything lands on the device first and shows at once, marked while it waits for the server.
 */
import {
  documentKindLabels,
  documentKinds,
  type DocumentKind,
  type Load,
} from '@haulbook/sync-protocol';
import {
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCamera,
  IconCloudUpload,
  IconFileTypePdf,
  IconSend,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { DocumentViewer } from '../../documents/DocumentViewer';
import { BolDocumentList, useShownDocuments } from './BolDocumentList';
import { addDocuments, documentAccept, sendAsOnePdf } from './documentCommands';
import { PhotoList } from './LoadPhotos';
import { PaperworkSends } from './PaperworkSends';
import { ScanChoices, useScans } from './ScanChoice';
import { SendPaperwork } from './SendPaperwork';
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
          <Button {...props} variant="default" leftSection={<IconUpload size={18} />}>
            Upload Files
          </Button>
        )}
      </FileButton>
    </SimpleGrid>
  );
}

const kindOptions = documentKinds.map((value) => ({ value, label: documentKindLabels[value] }));

interface ChosenProps {
  chosen: File[];
  onChange: (files: File[]) => void;
  onSave: (kind: DocumentKind, keepOriginal: boolean, scans: Map<File, File>) => Promise<void>;
}

/** The files chosen, what they are, and the one filled button that keeps them. */
function Chosen({ chosen, onChange, onSave }: ChosenProps) {
  const [kind, setKind] = useState<DocumentKind>('bill_of_lading');
  const [keepOriginal, setKeepOriginal] = useState(false);
  const [saving, setSaving] = useState(false);
  const { made, scansOf } = useScans(chosen);
  const [asTaken, setAsTaken] = useState<ReadonlySet<File>>(new Set());
  const save = async () => {
    setSaving(true);
    await onSave(kind, keepOriginal, await scansOf(chosen.filter((file) => !asTaken.has(file))));
    setSaving(false);
  };
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--haulbook-surface)">
      <Stack gap="xs">
        <PhotoList
          photos={chosen}
          label="Selected files"
          onRemove={(index) => onChange(chosen.filter((_, i) => i !== index))}
        />
        <ScanChoices chosen={chosen} made={made} asTaken={asTaken} onAsTakenChange={setAsTaken} />
        <NativeSelect
          label="Document type"
          data={kindOptions}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as DocumentKind)}
        />
        <Checkbox
          label="Keep original quality (uses more data)"
          checked={keepOriginal}
          onChange={(event) => setKeepOriginal(event.currentTarget.checked)}
        />
        <Button
          onClick={() => void save()}
          loading={saving}
          leftSection={<IconCloudUpload size={18} />}
        >
          {chosen.length === 1 ? 'Upload 1 file' : `Upload ${chosen.length} files`}
        </Button>
      </Stack>
    </Paper>
  );
}

function BolDocuments({ load }: { load: Load }) {
  const documents = useShownDocuments(useLoadDocuments(load.id) ?? []);
  const [chosen, setChosen] = useState<File[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const [joining, setJoining] = useState(false);
  const [sending, setSending] = useState(false);

  const save = async (kind: DocumentKind, keepOriginal: boolean, scans: Map<File, File>) => {
    const held = documents.length;
    if (await addDocuments(load.id, chosen, { held, keepOriginal, kind, scans })) setChosen([]);
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
      {chosen.length > 0 && <Chosen chosen={chosen} onChange={setChosen} onSave={save} />}
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
      {documents.length > 0 &&
        (sending ? (
          <SendPaperwork
            load={load}
            // The server never had a refused file: it can only go once a Retry is taken.
            documents={documents.filter((d) => d.refused === undefined)}
            onDone={() => setSending(false)}
          />
        ) : (
          <Button
            variant="light"
            leftSection={<IconSend size={18} />}
            onClick={() => setSending(true)}
          >
            Send paperwork
          </Button>
        ))}
      <PaperworkSends loadId={load.id} />
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
