/**
 * /loads (docs/product.md §2 Load Management): the counters, the loads on this device and their dialogs. It
 * reads Dexie only, so it works the same offline and shows a change as soon as it is saved; and
 * only what it shows (the newest loads, a window at a time), so it opens as fast with years of
 * loads on the device.
 */
import type { Load, LoadStats } from '@haulbook/sync-protocol';
import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type RefObject } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { lazyDialog } from '../../ui/lazyDialog';
import { LoadCard } from './LoadCard';
import { LoadCounters } from './LoadCounters';
import { loadWindowStep, type LoadFilter } from '../../data/loadList';
import { ShowMore, useListWindow } from '../../ui/ShowMore';
import { LoadListControls } from './LoadListControls';
import { useLoadDialog } from './useLoadDialog';
import { useFirstSyncPending } from '../../data/sync/useSync';
import {
  useCurrentLoad,
  useLoadsPaperwork,
  useLoadsScreen,
  useLoadsWaitingToSync,
} from './useLoads';
import { useDistanceUnit } from '../../data/preferences';
import { usePaySettings } from '../pay/usePaySettings';
import { useAddDialog } from '../../ui/useAddDialog';
import { LoadsHeader } from './LoadsHeader';

const noStats: LoadStats = {
  weeklyDelivered: 0,
  weeklyActive: 0,
  monthlyDelivered: 0,
  monthlyActive: 0,
};

const AddLoadDialog = lazyDialog(() => import('./form/AddLoadDialog').then((m) => m.AddLoadDialog));
const LoadDetailsDialog = lazyDialog(() =>
  import('./details/LoadDetailsDialog').then((m) => m.LoadDetailsDialog),
);
const BolDocumentsDialog = lazyDialog(() =>
  import('./documents/BolDocumentsDialog').then((m) => m.BolDocumentsDialog),
);
const CancelLoadDialog = lazyDialog(() =>
  import('./details/CancelLoadDialog').then((m) => m.CancelLoadDialog),
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

interface ListedLoadsProps {
  loads: Load[];
  listRef: RefObject<HTMLDivElement | null>;
  onOpenDetails: (load: Load) => void;
  onOpenDocuments: (load: Load) => void;
  onCancel: (load: Load) => void;
}

function ListedLoads({ loads, listRef, ...open }: ListedLoadsProps) {
  const waiting = useLoadsWaitingToSync();
  const unit = useDistanceUnit();
  const pay = usePaySettings()?.pay;
  const paperwork = useLoadsPaperwork(loads);
  return (
    <>
      {loads.length === 0 && (
        <Text c="dimmed" ta="center" p="lg">
          No loads match
        </Text>
      )}
      <SimpleGrid
        ref={listRef}
        cols={{ base: 1, lg: 2 }}
        spacing="md"
        component="section"
        aria-label="Loads"
      >
        {loads.map((load) => (
          <LoadCard
            key={load.id}
            load={load}
            waiting={waiting.has(load.id)}
            unit={unit}
            pay={pay}
            paperwork={paperwork.get(load.id)}
            {...open}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

export function LoadsPage() {
  const firstSync = useFirstSyncPending();
  const [adding, addDialog] = useAddDialog();
  const details = useLoadDialog<Load>();
  const documents = useLoadDialog<Load>();
  const cancelling = useLoadDialog<Load>();
  const [filter, setFilter] = useState<LoadFilter>('all');
  const [query, setQuery] = useState('');
  const listWindow = useListWindow(loadWindowStep);
  // A search can read every load (one that matches nothing does): once per pause in typing.
  const [searched] = useDebouncedValue(query, 200);
  const screen = useLoadsScreen({ filter, query: searched, size: listWindow.size });
  // Dialogs show the load as it is now, not as it was when they opened.
  const detailsLoad = useCurrentLoad(details.item);

  return (
    <Stack gap="lg" maw={1100}>
      <LoadsHeader>
        <Button leftSection={<IconPlus size={18} />} onClick={addDialog.open}>
          Add New Load
        </Button>
      </LoadsHeader>
      <LoadCounters stats={screen?.stats ?? noStats} />
      {screen === undefined || (screen.counts.all === 0 && firstSync !== false) ? (
        <Group justify="center" gap="sm" p="xl">
          <Loader size="sm" />
          <Text c="dimmed">Looking for your loads…</Text>
        </Group>
      ) : screen.counts.all === 0 ? (
        <EmptyLoads onAdd={addDialog.open} />
      ) : (
        <>
          <LoadListControls
            filter={filter}
            onFilter={(next) => {
              setFilter(next);
              listWindow.reset();
            }}
            query={query}
            onQuery={(next) => {
              setQuery(next);
              listWindow.reset();
            }}
            counts={screen.counts}
          />
          <ListedLoads
            loads={screen.shown.loads}
            listRef={listWindow.listRef}
            onOpenDetails={details.open}
            onOpenDocuments={documents.open}
            onCancel={cancelling.open}
          />
          {screen.shown.more && <ShowMore label="Show more loads" onClick={listWindow.showMore} />}
        </>
      )}
      <AddLoadDialog opened={adding} onClose={addDialog.close} />
      <LoadDetailsDialog load={detailsLoad} opened={details.opened} onClose={details.close} />
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
