/** Advanced Settings (docs/product.md §2 Profile): Export Data, Import Data, Clear Cache, Delete Account. */
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { notifyError, notifySuccess } from '../../ui/notify';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useAccountData } from './useAccountData';

function Setting({ note, children }: { note: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      {children}
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Stack>
  );
}

const reason = (error: unknown) => (error instanceof Error ? error.message : 'Please try again.');

export function AdvancedSettings() {
  const { exportData, importData, clearCache } = useAccountData();
  const [deleteOpen, deleting] = useDisclosure(false);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (name: string, action: () => Promise<string>, failure: string) => {
    setBusy(name);
    try {
      notifySuccess(name, await action());
    } catch (error) {
      notifyError(failure, reason(error));
    } finally {
      setBusy(null);
    }
  };

  const onImport = (file: File | null) => {
    if (file) void run('Import Data', () => importData(file), 'Import failed');
  };

  return (
    <Stack gap="md" pt="xs">
      <Setting note="Every record as JSON and a CSV per table, with your documents, receipts and profile photo, in one zip. Files on the server need a connection; any left out are named.">
        <Button
          variant="default"
          loading={busy === 'Export Data'}
          onClick={() => void run('Export Data', exportData, 'Export failed')}
        >
          Export Data
        </Button>
      </Setting>
      <Setting note="Reads a Haulbook export back with its files; nothing is doubled, and anything skipped is named with the reason.">
        <FileButton onChange={onImport} accept=".zip,application/zip">
          {(props) => (
            <Button variant="default" loading={busy === 'Import Data'} {...props}>
              Import Data
            </Button>
          )}
        </FileButton>
      </Setting>
      <Setting note="Empties this device's copy and downloads it again. Waits for unsynced changes.">
        <Button
          variant="default"
          loading={busy === 'Clear Cache'}
          onClick={() =>
            void run(
              'Clear Cache',
              async () => {
                await clearCache();
                return 'Your data is being downloaded again.';
              },
              'Cache not cleared',
            )
          }
        >
          Clear Cache
        </Button>
      </Setting>
      <Button color="red" variant="light" onClick={deleting.open}>
        Delete Account
      </Button>
      <DeleteAccountDialog opened={deleteOpen} onClose={deleting.close} />
    </Stack>
  );
}
