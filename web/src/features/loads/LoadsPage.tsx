/**
 * /loads (SPEC §2 Load Management): the counters, the loads on this device and their dialogs. It
 * reads Dexie only, so it works the same offline and shows a change as soon as it is saved.
 */
import type { Load } from '@haulbook/sync-protocol';
import { Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { EmptyState } from '../../ui/EmptyState';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { AddLoadDialog } from './AddLoadDialog';
import { useShortcutParam } from '../../ui/useShortcutParam';
import { BolDocumentsDialog } from './BolDocumentsDialog';
import { CancelLoadDialog } from './CancelLoadDialog';
import { LoadCard } from './LoadCard';
import { LoadCounters } from './LoadCounters';
import { LoadDetailsDialog } from './LoadDetailsDialog';
import { useLoadDialog } from './useLoadDialog';
import { useFirstSyncPending } from '../../data/sync/useSync';
import { useLoadStats, useLoads } from './useLoads';

const noLoads: Load[] = [];

function EmptyLoads({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      icon={IconTruck}
      title="No loads yet"
      text="Add a load when you get dispatched: pickup, delivery, miles and pay, all on this device."
      actionLabel="Add Your First Load"
      onAction={onAdd}
    />
  );
}

export function LoadsPage() {
  const loads = useLoads();
  const firstSync = useFirstSyncPending();
  const stats = useLoadStats(loads ?? noLoads);
  // The installed app's shortcut (Add Fuel Entry, Add New Load) opens the dialog.
  const [adding, addDialog] = useDisclosure(useShortcutParam());
  const details = useLoadDialog<Load>();
  const documents = useLoadDialog<Load>();
  const cancelling = useLoadDialog<Load>();
  // Dialogs show the load as it is now, not as it was when they opened.
  const current = (load: Load | null) => (load && loads?.find((l) => l.id === load.id)) ?? load;

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Load Management
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={addDialog.open}>
          Add New Load
        </Button>
      </Group>
      <LoadCounters stats={stats} />
      {loads === undefined || (loads.length === 0 && firstSync !== false) ? (
        <Group justify="center" gap="sm" p="xl">
          <Loader size="sm" />
          <Text c="dimmed">Looking for your loads…</Text>
        </Group>
      ) : loads.length === 0 ? (
        <EmptyLoads onAdd={addDialog.open} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" component="section" aria-label="Loads">
          {loads.map((load) => (
            <LoadCard
              key={load.id}
              load={load}
              onOpenDetails={details.open}
              onOpenDocuments={documents.open}
              onCancel={cancelling.open}
            />
          ))}
        </SimpleGrid>
      )}
      <AddLoadDialog opened={adding} onClose={addDialog.close} />
      <LoadDetailsDialog
        load={current(details.item)}
        opened={details.opened}
        onClose={details.close}
      />
      <BolDocumentsDialog
        load={documents.item}
        opened={documents.opened}
        onClose={documents.close}
      />
      <CancelLoadDialog
        load={cancelling.item}
        opened={cancelling.opened}
        onClose={cancelling.close}
      />
    </Stack>
  );
}
