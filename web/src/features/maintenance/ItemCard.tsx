/** One service item: its interval, when it was last done and where it stands now. */
import { Badge, Card, Group, Menu, Text } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { CardMenu } from '../../ui/CardMenu';
import { useId } from 'react';
import { useDistanceUnit } from '../../data/preferences';
import { formatFuelDay } from '../fuel/fuelFormat';
import { dueColors, dueLabels, formatReading, intervalText, leftText } from './maintenanceFormat';
import type { TrackedItem } from './useMaintenance';

interface ItemCardProps {
  tracked: TrackedItem;
  onDone: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ItemCard({ tracked: { item, status }, onDone, onEdit, onDelete }: ItemCardProps) {
  const titleId = useId();
  const unit = useDistanceUnit();
  const left = leftText(status, unit);
  const last = [
    item.lastServiceOdometer !== null ? formatReading(item.lastServiceOdometer, unit) : null,
    item.lastServiceDate ? formatFuelDay(item.lastServiceDate) : null,
  ].filter(Boolean);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text
            id={titleId}
            fw={800}
            fz="lg"
            c="var(--haulbook-strong)"
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.name}
          </Text>
          <Text size="sm" c="dimmed">
            {intervalText(item, unit)}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge
            color={dueColors[status.state]}
            variant={status.state === 'ok' ? 'light' : 'filled'}
          >
            {dueLabels[status.state]}
          </Badge>
          <CardMenu label={`${item.name} actions`}>
            <Menu.Item leftSection={<IconCheck size={16} />} onClick={onDone}>
              Mark done today
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
              Edit
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
              Delete
            </Menu.Item>
          </CardMenu>
        </Group>
      </Group>
      {left && (
        <Text
          size="sm"
          fw={600}
          mt="xs"
          c={status.state === 'ok' ? undefined : `${dueColors[status.state]}.8`}
        >
          {left}
        </Text>
      )}
      <Text size="sm" c="dimmed" mt={4}>
        Last done: {last.length > 0 ? last.join(', ') : 'not recorded'}
      </Text>
    </Card>
  );
}
