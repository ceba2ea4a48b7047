/**
 * /fuel (SPEC §2 Fuel Tracker): this week's fuel, MPG, the last fill-up and every fill-up on this
 * device. It reads Dexie only, so it works the same at a pump with no signal.
 */
import type { FuelEntry } from '@haulbook/sync-protocol';
import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { EmptyState } from '../../ui/EmptyState';
import { IconGasStation, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useFirstSyncPending } from '../../data/sync/useSync';
import { AddFuelEntryDialog } from './AddFuelEntryDialog';
import { useShortcutParam } from '../../ui/useShortcutParam';
import { FuelEntryCard } from './FuelEntryCard';
import { FuelSummary } from './FuelSummary';
import { useFuelEntries, useFuelStats, useQueuedFuel } from './useFuel';

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

function RecentEntries({ entries }: { entries: FuelEntry[] }) {
  const queued = useQueuedFuel();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      {entries.map((entry) => (
        <FuelEntryCard
          key={entry.id}
          entry={entry}
          waiting={queued.waiting.has(entry.id)}
          hasReceipt={entry.receiptUrl !== null || queued.withReceipt.has(entry.id)}
        />
      ))}
    </SimpleGrid>
  );
}

export function FuelPage() {
  const entries = useFuelEntries();
  const firstSync = useFirstSyncPending();
  const stats = useFuelStats(entries ?? noEntries);
  // The installed app's shortcut (Add Fuel Entry, Add New Load) opens the dialog.
  const [adding, addDialog] = useDisclosure(useShortcutParam());
  const listId = useId();

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Fuel Tracker
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={addDialog.open}>
          Add Fuel Entry
        </Button>
      </Group>
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
          <RecentEntries entries={entries} />
        )}
      </Stack>
      <AddFuelEntryDialog opened={adding} onClose={addDialog.close} />
    </Stack>
  );
}
