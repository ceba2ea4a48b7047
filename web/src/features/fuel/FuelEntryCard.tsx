/**
 * One fill-up in Recent Fuel Entries: when and where, what it cost, and the truck's MPG. DEF and
 * reefer fuel do not move the truck, so their cards have no MPG line at all.
 */
import {
  fillUpCostCents,
  economyLabel,
  formatEconomy,
  formatOdometerIn,
  unitWords,
  type DistanceUnit,
  type FuelEntry,
} from '@haulbook/sync-protocol';
import { Badge, Card, Group, Menu, SimpleGrid, Text } from '@mantine/core';
import { IconPencil, IconReceipt, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { CardMenu } from '../../ui/CardMenu';
import { WaitingToSyncBadge } from '../../ui/WaitingToSyncBadge';
import { formatVolume } from '../../ui/fuelFigures';
import { formatUsd } from '../../ui/format';
import { formatFuelDay, formatPrice } from './fuelFormat';
import { FuelTypeBadge } from './FuelTypeBadge';
import { ReceiptThumbnail } from './receipts/ReceiptThumbnail';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

const missedEntryReason = (unit: DistanceUnit) =>
  `A fill-up before this one was not logged, so these ${unitWords[unit].distance} are not measured.`;

/** What a card shows beside its fill-up is read once by the list for all its cards. */
interface FuelEntryCardProps {
  entry: FuelEntry;
  waiting: boolean;
  unit: DistanceUnit;
  /** The receipt photo: a blob still on the device, or the server's address of it. */
  receipt: Blob | string | null;
  /** Opens the receipt in the viewer. */
  onOpenReceipt?: () => void;
  onEdit?: (entry: FuelEntry) => void;
  onDelete?: (entry: FuelEntry) => void;
}

/** Edit and Delete, out of the way of the numbers a driver reads at a glance. */
function EntryMenu({
  entry,
  onEdit,
  onDelete,
}: Pick<FuelEntryCardProps, 'entry' | 'onEdit' | 'onDelete'>) {
  return (
    <CardMenu label={`Fill-up actions, ${formatFuelDay(entry.date)}`}>
      <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit?.(entry)}>
        Edit
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => onDelete?.(entry)}
      >
        Delete
      </Menu.Item>
    </CardMenu>
  );
}

export function FuelEntryCard({
  entry,
  waiting,
  unit,
  receipt,
  onOpenReceipt,
  onEdit,
  onDelete,
}: FuelEntryCardProps) {
  const titleId = useId();
  const diesel = entry.fuelType === 'diesel';
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        {receipt && <ReceiptThumbnail source={receipt} alt="Receipt" />}
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text id={titleId} fw={800} fz="lg" c="var(--haulbook-strong)">
            {formatFuelDay(entry.date)}
          </Text>
          {entry.location && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.location}
            </Text>
          )}
        </div>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Text fw={800} fz="lg" c="var(--haulbook-strong)">
            {formatUsd(fillUpCostCents(entry) / 100)}
          </Text>
          {(onEdit || onDelete) && <EntryMenu entry={entry} onEdit={onEdit} onDelete={onDelete} />}
        </Group>
      </Group>
      <Group gap="xs" mt="xs">
        <FuelTypeBadge type={entry.fuelType} />
        {receipt && (
          <Badge
            component="button"
            type="button"
            onClick={onOpenReceipt}
            aria-label="View receipt"
            color="gray"
            variant="outline"
            leftSection={<IconReceipt size={12} />}
            style={{ cursor: 'pointer' }}
          >
            Receipt
          </Badge>
        )}
        {waiting && <WaitingToSyncBadge />}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="sm">
        <Fact label={unitWords[unit].volume} value={formatVolume(entry.gallons, unit)} />
        <Fact label="Price" value={formatPrice(entry.pricePerGallon, unit)} />
        {diesel && (
          <Fact
            label={economyLabel(unit)}
            value={
              entry.mpg === null && entry.missedPreviousEntry
                ? 'Not counted'
                : formatEconomy(entry.mpg, unit)
            }
          />
        )}
        <Fact label="Odometer" value={formatOdometerIn(entry.odometer, unit)} />
      </SimpleGrid>
      {diesel && entry.mpg === null && entry.missedPreviousEntry && (
        <Text size="xs" c="dimmed" mt={6}>
          {missedEntryReason(unit)}
        </Text>
      )}
    </Card>
  );
}
