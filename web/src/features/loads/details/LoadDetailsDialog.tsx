/** Every field of one load, opened from its card, and the way to correct them. */
import {
  formatDistanceValue,
  loadDistancesIn,
  unitWords,
  type Load,
} from '@haulbook/sync-protocol';
import { Button, DataList, Group, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useDistanceUnit } from '../../../data/preferences';
import { EditLoadForm } from '../form/EditLoad';
import { WaitingToSyncBadge } from '../../../ui/WaitingToSyncBadge';
import { StatusBadge } from '../LoadCard';
import { LoadFuel } from './LoadFuel';
import { formatLoadDate, formatWeight } from '../loadFormat';
import { LoadRevenue } from '../LoadRevenue';
import { StatusCorrection } from './StatusCorrection';
import { usePaySettings } from '../../pay/usePaySettings';
import { formatDollars } from '../../../ui/format';
import { useWaitingToSync } from '../useLoads';

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
  const unit = useDistanceUnit();
  const pay = usePaySettings()?.pay;
  const distances = loadDistancesIn(load, unit);
  const distance = (value: number) => formatDistanceValue(value, unit);
  const { distance: words } = unitWords[unit];
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
      <Detail label={`Loaded ${words}`}>{distance(distances.loaded)}</Detail>
      <Detail label={`Empty ${words}`}>{distance(distances.empty)}</Detail>
      <Detail label={`Total ${words}`}>{distance(distances.total)}</Detail>
      {load.weight !== null && <Detail label="Weight">{formatWeight(load.weight)}</Detail>}
      <Detail label="Load pays">
        {load.grossAmount === null ? '—' : formatDollars(load.grossAmount.toFixed(2))}
      </Detail>
      <Detail label="My pay">
        <LoadRevenue load={load} pay={pay} />
      </Detail>
      <LoadFuel loadId={load.id} unit={unit} />
      <Detail label="Company">{load.company || '—'}</Detail>
      <Detail label="Notes">{load.notes || '—'}</Detail>
    </DataList>
  );
}

export function LoadDetailsDialog({ load, opened, onClose }: LoadDetailsDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [editing, setEditing] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // Back to the details once closed, so the closing transition keeps what it showed.
      onExitTransitionEnd={() => setEditing(false)}
      title={editing ? 'Edit Load' : 'Load details'}
      size={editing ? 'lg' : 'md'}
      fullScreen={editing && phone}
      centered
    >
      {load && editing && <EditLoadForm load={load} onDone={() => setEditing(false)} />}
      {load && !editing && (
        <>
          <LoadDetails load={load} />
          <Group justify="space-between" mt="md" gap="xs">
            <StatusCorrection load={load} />
            <Button
              variant="light"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
            >
              Edit load
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
