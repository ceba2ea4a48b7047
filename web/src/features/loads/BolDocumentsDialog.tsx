/** SPEC §2 BOL Documents. Uploading and the camera are later issues: the dialog says so plainly. */
import type { Load } from '@haulbook/sync-protocol';
import { Button, Modal, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconFileText, IconUpload } from '@tabler/icons-react';
import { loadTitle } from './loadFormat';

interface BolDocumentsDialogProps {
  load: Load | null;
  opened: boolean;
  onClose: () => void;
}

const showCameraNotice = () =>
  notifications.show({
    title: 'Coming soon',
    message: 'Taking photos of documents arrives in a later update.',
    color: 'navy',
  });

export function BolDocumentsDialog({ load, opened, onClose }: BolDocumentsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="BOL Documents" centered>
      <Stack gap="md">
        {load && (
          <Text size="sm" c="dimmed">
            {loadTitle(load)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button
            variant="default"
            leftSection={<IconCamera size={18} />}
            onClick={showCameraNotice}
          >
            Take Photo
          </Button>
          <Button leftSection={<IconUpload size={18} />} disabled>
            Upload Files
          </Button>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Document upload arrives in a later update
        </Text>
        <Paper withBorder p="lg" bg="var(--haulbook-surface)">
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon size={44} radius="xl" variant="light" color="gray">
              <IconFileText size={24} />
            </ThemeIcon>
            <Text fw={600}>No documents uploaded yet</Text>
          </Stack>
        </Paper>
      </Stack>
    </Modal>
  );
}
