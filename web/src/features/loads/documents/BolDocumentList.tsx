/**
 * A load's documents in the BOL dialog: each with its thumbnail and kind (BOL, POD, ...), View,
 * Share and Delete (with Undo), a mark while it waits for the server or, refused by it, the
 * server's reason and Retry, and a filter by kind once there are several kinds.
 */
import {
  bolMessages,
  documentKindLabels,
  documentKindOf,
  documentKindShort,
  type DocumentKind,
} from '@haulbook/sync-protocol';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconFileText,
  IconFileTypePdf,
  IconPhoto,
  IconRefresh,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { deleteWithUndo, useHiddenIds } from '../../../ui/undoableDelete';
import { WaitingToSyncBadge } from '../../../ui/WaitingToSyncBadge';
import { formatFileSize } from '../../documents/fileSize';
import { useItemFile } from '../../documents/useItemFile';
import { deleteDocument, retryUpload, shareDocument } from './documentCommands';
import { formatLoadDate } from '../loadFormat';
import type { LoadDocument } from './useLoadDocuments';

/** A photo shows itself, small; a PDF (or a photo this device cannot reach offline) its icon. */
function Thumbnail({ doc }: { doc: LoadDocument }) {
  const pdf = doc.document.mimetype === 'application/pdf';
  const file = useItemFile(pdf ? undefined : doc.item);
  if (file.status === 'ready')
    return <Image src={file.url} alt="" w={48} h={48} radius="sm" fit="cover" />;
  return (
    <ThemeIcon size={48} radius="sm" variant="light" color={pdf ? 'red' : 'navy'}>
      {pdf ? <IconFileTypePdf size={24} /> : <IconPhoto size={24} />}
    </ThemeIcon>
  );
}

/** The server would not take it: the mark, and its reason in the server's words. */
function RefusedNote({ reason }: { reason: string }) {
  return (
    <>
      <Badge color="red" variant="light" size="sm" leftSection={<IconAlertTriangle size={12} />}>
        {bolMessages.refused}
      </Badge>
      <Text size="xs" c="red.8">
        {reason}
      </Text>
    </>
  );
}

function DocumentRow({ doc, onView }: { doc: LoadDocument; onView: () => void }) {
  const { document, waiting, refused, item } = doc;
  const kind = documentKindOf(document);
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={4} align="center">
          <Thumbnail doc={doc} />
          <Badge size="sm" variant="light" title={documentKindLabels[kind]}>
            {documentKindShort[kind]}
          </Badge>
        </Stack>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed">
            {documentKindLabels[kind]} · {formatFileSize(document.size)} ·{' '}
            {formatLoadDate(document.uploadedAt)}
          </Text>
          {waiting && <WaitingToSyncBadge />}
          {refused !== undefined && <RefusedNote reason={refused} />}
          <Group gap="xs" mt={4}>
            {refused !== undefined && (
              <Button
                size="compact-sm"
                color="red"
                leftSection={<IconRefresh size={14} />}
                onClick={() => void retryUpload(document.id)}
                aria-label={`Retry ${item.name}`}
              >
                Retry
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="light"
              onClick={onView}
              aria-label={`View ${item.name}`}
            >
              View
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconShare size={14} />}
              onClick={() => void shareDocument(item)}
              aria-label={`Share ${item.name}`}
            >
              Share
            </Button>
            <ActionIcon
              variant="subtle"
              color="red"
              size="md"
              aria-label={`Delete ${item.name}`}
              onClick={() =>
                deleteWithUndo({
                  id: document.id,
                  message: 'Document deleted',
                  commit: () => deleteDocument(document.id),
                })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function NoDocuments() {
  return (
    <Paper withBorder p="lg" bg="var(--haulbook-surface)">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconFileText size={24} />
        </ThemeIcon>
        <Text fw={600}>{bolMessages.noDocuments}</Text>
      </Stack>
    </Paper>
  );
}

/** All, and one choice a kind the load has: shown once there is more than one kind to tell apart. */
function KindFilter({
  kinds,
  value,
  onChange,
}: {
  kinds: DocumentKind[];
  value: string;
  onChange: (value: string) => void;
}) {
  if (kinds.length < 2) return null;
  return (
    <SegmentedControl
      size="xs"
      aria-label="Show documents of kind"
      data={[
        { value: 'all', label: 'All' },
        ...kinds.map((kind) => ({ value: kind, label: documentKindShort[kind] })),
      ]}
      value={value}
      onChange={onChange}
      style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
    />
  );
}

/** The documents left once those waiting out their Undo are taken away. */
export function useShownDocuments(documents: LoadDocument[]): LoadDocument[] {
  const hidden = useHiddenIds();
  return documents.filter((d) => !hidden.has(d.document.id));
}

interface BolDocumentListProps {
  /** The documents shown (useShownDocuments); `onView` gets an index into this list. */
  documents: LoadDocument[];
  onView: (index: number) => void;
}

export function BolDocumentList({ documents, onView }: BolDocumentListProps) {
  const [filter, setFilter] = useState('all');
  if (documents.length === 0) return <NoDocuments />;
  const kinds = [...new Set(documents.map((d) => documentKindOf(d.document)))];
  const shown = kinds.includes(filter as DocumentKind) ? filter : 'all';
  return (
    <Stack gap="xs">
      <KindFilter kinds={kinds} value={shown} onChange={setFilter} />
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Uploaded documents"
      >
        {documents.map((doc, index) =>
          shown === 'all' || documentKindOf(doc.document) === shown ? (
            <DocumentRow key={doc.document.id} doc={doc} onView={() => onView(index)} />
          ) : null,
        )}
      </Stack>
    </Stack>
  );
}
