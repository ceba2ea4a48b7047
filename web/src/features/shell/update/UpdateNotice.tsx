/**
 * Tells the driver when a new version of the app is ready. It never reloads by itself: a reload in
 * the middle of an entry would lose what is being typed, so only the Reload button applies it, and
 * not while the outbox holds entries (docs/architecture.md): those sync first. Loaded only when an update
 * is waiting (UpdatePrompt), so the first paint does not carry the sync engine.
 */
import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useSyncStatus } from '../../../data/sync/useSync';
import { waitingLabel } from '../sync/SyncStatus';

interface UpdateNoticeProps {
  onClose: () => void;
  onReload: () => void;
}

export function UpdateNotice({ onClose, onReload }: UpdateNoticeProps) {
  const { pending, syncNow } = useSyncStatus();
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={500}>
      <Notification
        icon={<IconRefresh size={18} />}
        color="orange"
        title="A new version is available"
        onClose={onClose}
        closeButtonProps={{ 'aria-label': 'Dismiss update notice' }}
        maw={440}
        mx="auto"
        withBorder
      >
        <Group justify="space-between" gap="xs" mt={4}>
          <Text size="sm">
            {pending > 0 ? `${waitingLabel(pending)} first.` : 'Reload to get the latest Haulbook.'}
          </Text>
          {pending > 0 ? (
            <Button size="compact-sm" variant="light" onClick={() => void syncNow()}>
              Sync now
            </Button>
          ) : (
            <Button size="compact-sm" onClick={onReload}>
              Reload
            </Button>
          )}
        </Group>
      </Notification>
    </Affix>
  );
}
