/** The cost log: every service and repair paid for, with its receipt. */
import type { MaintenanceCost, MaintenanceItem } from '@haulbook/sync-protocol';
import { ActionIcon, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useDistanceUnit } from '../../data/preferences';
import { formatUsd } from '../../ui/format';
import { formatFuelDay } from '../fuel/fuelFormat';
import { formatReading } from './maintenanceFormat';

interface CostListProps {
  costs: MaintenanceCost[];
  items: MaintenanceItem[];
  onDelete: (cost: MaintenanceCost) => void;
}

export function CostList({ costs, items, onDelete }: CostListProps) {
  const names = new Map(items.map((i) => [i.id, i.name]));
  const unit = useDistanceUnit();
  if (costs.length === 0)
    return (
      <Text c="dimmed">No costs logged yet. Log each service or repair with its receipt.</Text>
    );
  return (
    <Stack gap="xs">
      {costs.map((cost) => (
        <Card
          key={cost.id}
          withBorder
          padding="sm"
          component="article"
          aria-label={cost.description}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {cost.description}
              </Text>
              <Text size="sm" c="dimmed">
                {[
                  formatFuelDay(cost.date),
                  cost.itemId ? names.get(cost.itemId) : null,
                  cost.odometer !== null ? formatReading(cost.odometer, unit) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {cost.receiptUrl && (
                <Anchor href={cost.receiptUrl} target="_blank" rel="noopener" size="sm">
                  Receipt
                </Anchor>
              )}
            </div>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <Text fw={800}>{formatUsd(Number(cost.amount))}</Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Delete ${cost.description}`}
                onClick={() => onDelete(cost)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
