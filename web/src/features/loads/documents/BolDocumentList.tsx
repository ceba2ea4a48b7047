/** A load's documents in the BOL dialog: each with View and Share, and a mark while it waits. */
import { bolMessages } from '@haulbook/sync-protocol';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconFileTypePdf, IconPhoto, IconShare } from '@tabler/icons-react';
import { WaitingToSyncBadge } from '../../../ui/WaitingToSyncBadge';
import { formatFileSize } from '../../documents/fileSize';
import { shareDocument } from './documentCommands';
import { formatLoadDate } from '../loadFormat';
import type { LoadDocument } from './useLoadDocuments';

function DocumentRow({ doc, onView }: { doc: LoadDocument; onView: () => void }) {
  const { document, waiting, item } = doc;
  const pdf = document.mimetype === 'application/pdf';
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color={pdf ? 'red' : 'navy'}>
          {pdf ? <IconFileTypePdf size={22} /> : <IconPhoto size={22} />}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatFileSize(document.size)} · {formatLoadDate(document.uploadedAt)}
          </Text>
          {waiting && <WaitingToSyncBadge />}
          <Group gap="xs" mt={4}>
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
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

interface BolDocumentListProps {
  documents: LoadDocument[];
  onView: (index: number) => void;
}

export function BolDocumentList({ documents, onView }: BolDocumentListProps) {
  if (documents.length === 0)
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
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Uploaded documents"
    >
      {documents.map((doc, index) => (
        <DocumentRow key={doc.document.id} doc={doc} onView={() => onView(index)} />
      ))}
    </Stack>
  );
}
