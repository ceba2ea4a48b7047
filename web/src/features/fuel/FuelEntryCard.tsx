/** One fill-up in Recent Fuel Entries: when and where, what it cost, and the truck's MPG. */
import type { FuelEntry } from '@haulbook/sync-protocol';
import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useId } from 'react';
import { WaitingToSyncBadge } from '../../ui/WaitingToSyncBadge';
import {
  formatCost,
  formatFuelDay,
  formatGallons,
  formatOdometer,
  formatPrice,
} from './fuelFormat';
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
}

export function FuelEntryCard({ entry, waiting, hasReceipt }: FuelEntryCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text id={titleId} fw={800} fz="lg" c="var(--haulbook-strong)">
            {formatFuelDay(entry.date)}
          </Text>
          {entry.location && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.location}
            </Text>
          )}
        </div>
        <Text fw={800} fz="lg" c="var(--haulbook-strong)" style={{ flexShrink: 0 }}>
          {formatCost(entry.totalCost)}
        </Text>
      </Group>
      <Group gap="xs" mt="xs">
        <FuelTypeBadge type={entry.fuelType} />
        {hasReceipt && (
          <Badge color="gray" variant="outline" leftSection={<IconReceipt size={12} />}>
            Receipt
          </Badge>
        )}
        {waiting && <WaitingToSyncBadge />}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="sm">
        <Fact label="Gallons" value={formatGallons(entry.gallons)} />
        <Fact label="Price" value={formatPrice(entry.pricePerGallon)} />
        <Fact label="MPG" value={entry.mpg ?? 'N/A'} />
        <Fact label="Odometer" value={formatOdometer(entry.odometer)} />
      </SimpleGrid>
    </Card>
  );
}
