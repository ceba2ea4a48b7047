/**
 * /fuel (SPEC §2 Fuel Tracker): this week's fuel, MPG, the last fill-up and every fill-up on this
 * device. It reads Dexie only, so it works the same at a pump with no signal.
 */
import type { FuelEntry } from '@haulbook/sync-protocol';
import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../ui/EmptyState';
import { IconGasStation, IconPlus } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useFirstSyncPending } from '../../data/sync/useSync';
import { deleteWithUndo, useHiddenIds } from '../../ui/undoableDelete';
import { useLoadDialog } from '../loads/useLoadDialog';
import { deleteFuelEntry } from './fuelCommands';
import { FuelEntryCard } from './FuelEntryCard';
import { FuelSummary } from './FuelSummary';
import { useFuelEntries, useFuelStats, useQueuedFuel } from './useFuel';
import { useAddDialog } from '../../ui/useAddDialog';
import { lazyDialog } from '../../ui/lazyDialog';
import { FuelHeader } from './FuelHeader';
import { useDistanceUnit } from '../../data/preferences';
import { useReceiptViewer } from './useReceiptViewer';

const AddFuelEntryDialog = lazyDialog(() =>
  import('./AddFuelEntryDialog').then((m) => m.AddFuelEntryDialog),
);
const EditFuelEntryDialog = lazyDialog(() =>
  import('./EditFuelEntryDialog').then((m) => m.EditFuelEntryDialog),
);

const noEntries: FuelEntry[] = [];

function EmptyFuel({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      icon={IconGasStation}
      title="No fuel entries yet"
      text="Log each fill-up at the pump: diesel, DEF or reefer. Your MPG is worked out for you."
      actionLabel="Add Your First Fuel Entry"
      onAction={onAdd}
    />
  );
}

const onDelete = (entry: FuelEntry) =>
  deleteWithUndo({
    id: entry.id,
    message: 'Fuel entry deleted',
    commit: () => deleteFuelEntry(entry.id),
  });

function RecentEntries({
  entries,
  onEdit,
}: {
  entries: FuelEntry[];
  onEdit: (entry: FuelEntry) => void;
}) {
  const queued = useQueuedFuel();
  const unit = useDistanceUnit();
  const receipts = useReceiptViewer(entries, queued);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      {entries.map((entry) => (
        <FuelEntryCard
          key={entry.id}
          entry={entry}
          waiting={queued.waiting.has(entry.id)}
          unit={unit}
          receipt={queued.receipts.get(entry.id) ?? entry.receiptUrl}
          onOpenReceipt={() => receipts.open(entry.id)}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
      {receipts.viewer}
    </SimpleGrid>
  );
}

/** The fill-ups on the device, without those deleted on screen whose Undo time still runs. */
function useVisibleEntries(): FuelEntry[] | undefined {
  const entries = useFuelEntries();
  const hidden = useHiddenIds();
  return useMemo(() => entries?.filter((e) => !hidden.has(e.id)), [entries, hidden]);
}

export function FuelPage() {
  const entries = useVisibleEntries();
  const editing = useLoadDialog<FuelEntry>();
  const firstSync = useFirstSyncPending();
  const stats = useFuelStats(entries ?? noEntries);
  const [adding, addDialog] = useAddDialog();
  const listId = useId();

  return (
    <Stack gap="lg" maw={1100}>
      <FuelHeader>
        <Button leftSection={<IconPlus size={18} />} onClick={addDialog.open}>
          Add Fuel Entry
        </Button>
      </FuelHeader>
      <FuelSummary stats={stats} />
      <Stack gap="sm" component="section" aria-labelledby={listId}>
        <Title order={2} id={listId} fz="lg">
          Recent Fuel Entries
        </Title>
        {entries === undefined || (entries.length === 0 && firstSync !== false) ? (
          <Group justify="center" gap="sm" p="xl">
            <Loader size="sm" />
            <Text c="dimmed">Looking for your fuel entries…</Text>
          </Group>
        ) : entries.length === 0 ? (
          <EmptyFuel onAdd={addDialog.open} />
        ) : (
          <RecentEntries entries={entries} onEdit={editing.open} />
        )}
      </Stack>
      <AddFuelEntryDialog opened={adding} onClose={addDialog.close} />
      <EditFuelEntryDialog entry={editing.item} opened={editing.opened} onClose={editing.close} />
    </Stack>
  );
}
