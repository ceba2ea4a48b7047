/**
 * One fill-up in Recent Fuel Entries: when and where, what it cost, and the truck's MPG. DEF and
 * reefer fuel do not move the truck, so their cards have no MPG line at all.
 */
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
import { ReceiptThumbnail } from './ReceiptThumbnail';

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

export const missedEntryReason =
  'A fill-up before this one was not logged, so these miles are not measured.';

/** A diesel fill-up's MPG: a figure, 'Not counted' after a missed fill-up, or N/A (the first). */
const mpgText = (entry: FuelEntry) =>
  entry.mpg ?? (entry.missedPreviousEntry ? 'Not counted' : 'N/A');

interface FuelEntryCardProps {
  entry: FuelEntry;
  waiting: boolean;
  /** The receipt photo: a blob still on the device, or the server's address of it. */
  receipt: Blob | string | null;
}

export function FuelEntryCard({ entry, waiting, receipt }: FuelEntryCardProps) {
  const titleId = useId();
  const diesel = entry.fuelType === 'diesel';
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        {receipt && <ReceiptThumbnail source={receipt} alt="Receipt" />}
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text id={titleId} fw={800} fz="lg" c="navy.9">
            {formatFuelDay(entry.date)}
          </Text>
          {entry.location && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.location}
            </Text>
          )}
        </div>
        <Text fw={800} fz="lg" c="navy.9" style={{ flexShrink: 0 }}>
          {formatCost(entry.totalCost)}
        </Text>
      </Group>
      <Group gap="xs" mt="xs">
        <FuelTypeBadge type={entry.fuelType} />
        {receipt && (
          <Badge color="gray" variant="outline" leftSection={<IconReceipt size={12} />}>
            Receipt
          </Badge>
        )}
        {waiting && <WaitingToSyncBadge />}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="sm">
        <Fact label="Gallons" value={formatGallons(entry.gallons)} />
        <Fact label="Price" value={formatPrice(entry.pricePerGallon)} />
        {diesel && <Fact label="MPG" value={mpgText(entry)} />}
        <Fact label="Odometer" value={formatOdometer(entry.odometer)} />
      </SimpleGrid>
      {diesel && entry.mpg === null && entry.missedPreviousEntry && (
        <Text size="xs" c="dimmed" mt={6}>
          {missedEntryReason}
        </Text>
      )}
    </Card>
  );
}
