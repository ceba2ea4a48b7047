/**
 * /fuel (docs/product.md §2 Fuel Tracker): this week's fuel, MPG, the last fill-up and the fill-ups on this
 * device, newest first, a window at a time. It reads Dexie only, so it works the same at a pump
 * with no signal; and only what it shows, so it opens as fast with years of fill-ups.
 */
import type { FuelEntry, FuelStats } from '@haulbook/sync-protocol';
import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../ui/EmptyState';
import { IconGasStation, IconPlus } from '@tabler/icons-react';
import { useId, type RefObject } from 'react';
import { useFirstSyncPending } from '../../data/sync/useSync';
import { deleteWithUndo, useHiddenIds } from '../../ui/undoableDelete';
import { useLoadDialog } from '../loads/useLoadDialog';
import { deleteFuelEntry } from './fuelCommands';
import { FuelEntryCard } from './FuelEntryCard';
import { FuelSummary } from './FuelSummary';
import { useAverageReadApart, useFuelScreen, useQueuedFuel } from './useFuel';
import { fuelWindowStep } from '../../data/fuelList';
import { ShowMore, useListWindow } from '../../ui/ShowMore';
import { useAddDialog } from '../../ui/useAddDialog';
import { lazyDialog } from '../../ui/lazyDialog';
import { FuelHeader } from './FuelHeader';
import { useDistanceUnit } from '../../data/preferences';
import { useReceiptViewer } from './receipts/useReceiptViewer';

const AddFuelEntryDialog = lazyDialog(() =>
  import('./form/AddFuelEntryDialog').then((m) => m.AddFuelEntryDialog),
);
const EditFuelEntryDialog = lazyDialog(() =>
  import('./form/EditFuelEntryDialog').then((m) => m.EditFuelEntryDialog),
);

/** The figures before the first read, as for a device with no fill-ups. */
const noFigures: FuelStats = {
  weeklyGallons: '0.000',
  weeklyFuelCost: '0.000',
  averageMPG: null,
  lastFillupGallons: null,
  lastFillupDate: null,
  lastFillupOdometer: null,
  weeklyDieselGallons: '0.000',
  weeklyDieselCost: '0.000',
  weeklyDefGallons: '0.000',
  weeklyDefCost: '0.000',
  weeklyReeferGallons: '0.000',
  weeklyReeferCost: '0.000',
};

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
  listRef,
  onEdit,
}: {
  entries: FuelEntry[];
  listRef: RefObject<HTMLDivElement | null>;
  onEdit: (entry: FuelEntry) => void;
}) {
  const queued = useQueuedFuel();
  const unit = useDistanceUnit();
  const receipts = useReceiptViewer(entries, queued);
  return (
    <SimpleGrid ref={listRef} cols={{ base: 1, lg: 2 }} spacing="sm">
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

export function FuelPage() {
  const hidden = useHiddenIds();
  const listWindow = useListWindow(fuelWindowStep);
  const screen = useFuelScreen(listWindow.size, hidden);
  const averageApart = useAverageReadApart(screen, hidden);
  const editing = useLoadDialog<FuelEntry>();
  const firstSync = useFirstSyncPending();
  const [adding, addDialog] = useAddDialog();
  const listId = useId();
  const entries = screen?.shown.entries;
  const withScreen = screen?.figures.averageMPG;
  const averageMPG = withScreen === undefined ? averageApart : withScreen;

  return (
    <Stack gap="lg" maw={1100}>
      <FuelHeader>
        <Button leftSection={<IconPlus size={18} />} onClick={addDialog.open}>
          Add Fuel Entry
        </Button>
      </FuelHeader>
      <FuelSummary
        stats={screen ? { ...screen.figures, averageMPG: averageMPG ?? null } : noFigures}
        averagePending={screen !== undefined && averageMPG === undefined}
      />
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
          <>
            <RecentEntries entries={entries} listRef={listWindow.listRef} onEdit={editing.open} />
            {screen?.shown.more && (
              <ShowMore label="Show more fuel entries" onClick={listWindow.showMore} />
            )}
          </>
        )}
      </Stack>
      <AddFuelEntryDialog opened={adding} onClose={addDialog.close} />
      <EditFuelEntryDialog entry={editing.item} opened={editing.opened} onClose={editing.close} />
    </Stack>
  );
}
