/**
 * /loads (SPEC §2 Load Management): the counters, the loads on this device and their dialogs. It
 * reads Dexie only, so it works the same offline and shows a change as soon as it is saved.
 */
import type { Load } from '@haulbook/sync-protocol';
import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { lazyDialog } from '../../ui/lazyDialog';
import { LoadCard } from './LoadCard';
import { LoadCounters } from './LoadCounters';
import { arrangeLoads, countByStatus, type LoadFilter } from './loadList';
import { LoadListControls } from './LoadListControls';
import { useLoadDialog } from './useLoadDialog';
import { useFirstSyncPending } from '../../data/sync/useSync';
import { useLoadStats, useLoads, useLoadsWaitingToSync } from './useLoads';
import { useDistanceUnit } from '../../data/preferences';
import { usePaySettings } from '../pay/usePaySettings';
import { useAddDialog } from '../../ui/useAddDialog';
import { LoadsHeader } from './LoadsHeader';

const noLoads: Load[] = [];

const AddLoadDialog = lazyDialog(() => import('./AddLoadDialog').then((m) => m.AddLoadDialog));
const LoadDetailsDialog = lazyDialog(() =>
  import('./LoadDetailsDialog').then((m) => m.LoadDetailsDialog),
);
const BolDocumentsDialog = lazyDialog(() =>
  import('./BolDocumentsDialog').then((m) => m.BolDocumentsDialog),
);
const CancelLoadDialog = lazyDialog(() =>
  import('./CancelLoadDialog').then((m) => m.CancelLoadDialog),
);

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
  const waiting = useLoadsWaitingToSync();
  const unit = useDistanceUnit();
  const pay = usePaySettings()?.pay;
  const [adding, addDialog] = useAddDialog();
  const details = useLoadDialog<Load>();
  const documents = useLoadDialog<Load>();
  const cancelling = useLoadDialog<Load>();
  const [filter, setFilter] = useState<LoadFilter>('all');
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => arrangeLoads(loads ?? noLoads, filter, query),
    [loads, filter, query],
  );
  // Dialogs show the load as it is now, not as it was when they opened.
  const current = (load: Load | null) => (load && loads?.find((l) => l.id === load.id)) ?? load;

  return (
    <Stack gap="lg" maw={1100}>
      <LoadsHeader>
        <Button leftSection={<IconPlus size={18} />} onClick={addDialog.open}>
          Add New Load
        </Button>
      </LoadsHeader>
      <LoadCounters stats={stats} />
      {loads === undefined || (loads.length === 0 && firstSync !== false) ? (
        <Group justify="center" gap="sm" p="xl">
          <Loader size="sm" />
          <Text c="dimmed">Looking for your loads…</Text>
        </Group>
      ) : loads.length === 0 ? (
        <EmptyLoads onAdd={addDialog.open} />
      ) : (
        <>
          <LoadListControls
            filter={filter}
            onFilter={setFilter}
            query={query}
            onQuery={setQuery}
            counts={countByStatus(loads)}
          />
          {shown.length === 0 && (
            <Text c="dimmed" ta="center" p="lg">
              No loads match
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" component="section" aria-label="Loads">
            {shown.map((load) => (
              <LoadCard
                key={load.id}
                load={load}
                waiting={waiting.has(load.id)}
                unit={unit}
                pay={pay}
                onOpenDetails={details.open}
                onOpenDocuments={documents.open}
                onCancel={cancelling.open}
              />
            ))}
          </SimpleGrid>
        </>
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
