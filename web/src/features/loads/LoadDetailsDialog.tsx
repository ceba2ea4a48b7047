/** Every field of one load, opened from its card. */
import type { Load } from '@haulbook/sync-protocol';
import { DataList, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMiles } from '../../ui/format';
import { WaitingToSyncBadge } from '../../ui/WaitingToSyncBadge';
import { StatusBadge } from './LoadCard';
import { LoadFuel } from './LoadFuel';
import { formatLoadDate, formatWeight } from './loadFormat';
import { LoadRevenue } from './LoadRevenue';
import { useWaitingToSync } from './useLoads';

interface LoadDetailsDialogProps {
  load: Load | null;
  opened: boolean;
  onClose: () => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function LoadDetails({ load }: { load: Load }) {
  const waiting = useWaitingToSync(load.id);
  return (
    <DataList orientation="horizontal" withDivider labelWidth={130}>
      <Detail label="Status">
        <Group gap="xs">
          <StatusBadge status={load.status} />
          {waiting && <WaitingToSyncBadge />}
        </Group>
      </Detail>
      <Detail label="Load number">{load.loadNumber || '—'}</Detail>
      <Detail label="Pickup">{`${load.pickupCity}, ${load.pickupState}`}</Detail>
      <Detail label="Pickup date">{formatLoadDate(load.pickupDate)}</Detail>
      <Detail label="Actual pickup">
        {load.actualPickupDate ? formatLoadDate(load.actualPickupDate) : '—'}
      </Detail>
      <Detail label="Delivery">{`${load.deliveryCity}, ${load.deliveryState}`}</Detail>
      <Detail label="Delivery date">{formatLoadDate(load.deliveryDate)}</Detail>
      <Detail label="Loaded miles">{formatMiles(load.loadedMiles)}</Detail>
      <Detail label="Empty miles">{formatMiles(load.emptyMiles)}</Detail>
      <Detail label="Total miles">{formatMiles(load.totalMiles)}</Detail>
      {load.weight !== null && <Detail label="Weight">{formatWeight(load.weight)}</Detail>}
      <Detail label="Revenue">
        <LoadRevenue load={load} />
      </Detail>
      <LoadFuel loadId={load.id} />
      <Detail label="Company">{load.company || '—'}</Detail>
      <Detail label="Notes">{load.notes || '—'}</Detail>
    </DataList>
  );
}

export function LoadDetailsDialog({ load, opened, onClose }: LoadDetailsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Load details" centered>
      {load && <LoadDetails load={load} />}
    </Modal>
  );
}
