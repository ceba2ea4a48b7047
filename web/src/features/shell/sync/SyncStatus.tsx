/**
 * What the sync engine is doing, in the driver's words: how many entries are still only on this
 * phone, when it last reached Haulbook, a new phone's older records still coming, and a button to
 * try now.
 */
import { Badge, Button, Progress, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { useSyncStatus } from '../../../data/sync/useSync';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export function lastSyncedLabel(iso: string | null, now = new Date()): string {
  if (!iso) return 'Not synced yet';
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return `Last synced ${sameDay ? time.format(at) : `${day.format(at)}, ${time.format(at)}`}`;
}

const count = new Intl.NumberFormat('en-US');

export const historyLabel = ({ stored, total }: { stored: number; total: number }) =>
  `Bringing back your history: ${count.format(stored)} of ${count.format(total)}`;

/** A new device's older records coming in behind the first screens, with how far along. */
function HistoryProgress({ history }: { history: { stored: number; total: number } }) {
  const label = historyLabel(history);
  return (
    <Stack gap={2} role="status">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Progress
        size="xs"
        value={history.total > 0 ? (100 * history.stored) / history.total : 0}
        aria-label={label}
      />
    </Stack>
  );
}

export const waitingLabel = (pending: number) =>
  `${pending} ${pending === 1 ? 'entry' : 'entries'} waiting to sync`;

export function SyncBadge() {
  const { pending } = useSyncStatus();
  if (pending === 0) return null;
  return (
    <Badge
      // Never cut short: at 360 px the header is tight exactly when this matters.
      style={{ flexShrink: 0, overflow: 'visible' }}
      color="orange"
      variant="light"
      leftSection={<IconCloudUpload size={12} />}
      role="status"
      aria-label={waitingLabel(pending)}
    >
      {pending} waiting
    </Badge>
  );
}

export function SyncPanel() {
  const { pending, lastSyncedAt, history, syncing, syncNow } = useSyncStatus();
  return (
    <Stack gap={4} px="sm" py={6} role="group" aria-label="Sync status">
      <Text size="xs" c="dimmed">
        {lastSyncedLabel(lastSyncedAt)}
      </Text>
      {history && <HistoryProgress history={history} />}
      <Text size="xs" c={pending > 0 ? 'orange.8' : 'dimmed'} fw={pending > 0 ? 600 : 400}>
        {pending > 0 ? waitingLabel(pending) : 'Everything is synced'}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconRefresh size={14} />}
        loading={syncing}
        onClick={() => void syncNow()}
        mt={2}
      >
        Sync now
      </Button>
    </Stack>
  );
}
