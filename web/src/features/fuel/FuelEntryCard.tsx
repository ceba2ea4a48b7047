/** One fill-up in Recent Fuel Entries: when and where, what it cost, and the truck's MPG. */
import {
  economyLabel,
  formatEconomy,
  formatOdometerIn,
  type FuelEntry,
} from '@haulbook/sync-protocol';
import { ActionIcon, Badge, Card, Group, Menu, SimpleGrid, Text } from '@mantine/core';
import { IconDots, IconPencil, IconReceipt, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useDistanceUnit } from '../../data/preferences';
import { WaitingToSyncBadge } from '../../ui/WaitingToSyncBadge';
import { formatCost, formatFuelDay, formatGallons, formatPrice } from './fuelFormat';
import { FuelTypeBadge } from './FuelTypeBadge';

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

interface FuelEntryCardProps {
  entry: FuelEntry;
  waiting: boolean;
  hasReceipt: boolean;
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Fill-up actions, ${formatFuelDay(entry.date)}`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
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
      </Menu.Dropdown>
    </Menu>
  );
}

export function FuelEntryCard({
  entry,
  waiting,
  hasReceipt,
  onOpenReceipt,
  onEdit,
  onDelete,
}: FuelEntryCardProps) {
  const titleId = useId();
  const unit = useDistanceUnit();
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text id={titleId} fw={800} fz="lg" c="navy.9">
            {formatFuelDay(entry.date)}
          </Text>
          {entry.location && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.location}
            </Text>
          )}
        </div>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Text fw={800} fz="lg" c="navy.9">
            {formatCost(entry.totalCost)}
          </Text>
          {(onEdit || onDelete) && <EntryMenu entry={entry} onEdit={onEdit} onDelete={onDelete} />}
        </Group>
      </Group>
      <Group gap="xs" mt="xs">
        <FuelTypeBadge type={entry.fuelType} />
        {hasReceipt && (
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
        <Fact label="Gallons" value={formatGallons(entry.gallons)} />
        <Fact label="Price" value={formatPrice(entry.pricePerGallon)} />
        <Fact label={economyLabel(unit)} value={formatEconomy(entry.mpg, unit)} />
        <Fact label="Odometer" value={formatOdometerIn(entry.odometer, unit)} />
      </SimpleGrid>
    </Card>
  );
}
