/**
 * /maintenance: the truck's service items, due by miles, days or both from the last service, with
 * where each stands at the current odometer (the highest fill-up reading, or one entered here), and
 * the log of what maintenance cost. It reads Dexie only, so it works the same offline.
 */
import { milesFrom, typedNumeral, unitWords, type MaintenanceItem } from '@haulbook/sync-protocol';
import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconReceipt, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { useDistanceUnit } from '../../data/preferences';
import { EmptyState } from '../../ui/EmptyState';
import { NumberTextInput } from '../../ui/NumberTextInput';
import { deleteWithUndo, useHiddenIds } from '../../ui/undoableDelete';
import { today } from '../fuel/fuelFormat';
import { useLoadDialog } from '../loads/useLoadDialog';
import { CostDialog } from './CostDialog';
import { CostList } from './CostList';
import { ItemCard } from './ItemCard';
import { ItemDialog } from './ItemDialog';
import { maintenanceCommands } from './maintenanceCommands';
import { formatReading } from './maintenanceFormat';
import { enterOdometer, useCosts, useCurrentOdometer, useTrackedItems } from './useMaintenance';

function OdometerCard({ odometer }: { odometer: number | null }) {
  const unit = useDistanceUnit();
  const [reading, setReading] = useState('');
  const numeral = typedNumeral(reading);
  const valid = numeral !== null && /^\d{1,7}$/.test(numeral);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Current odometer
          </Text>
          <Text fw={800} fz="xl" c="var(--haulbook-strong)">
            {formatReading(odometer, unit)}
          </Text>
          <Text size="xs" c="dimmed">
            From your latest fill-up, or a reading entered here
          </Text>
        </div>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NumberTextInput
            label="Enter a reading"
            w={150}
            rightSection={<Text size="sm">{unitWords[unit].distanceShort}</Text>}
            value={reading}
            onChange={(e) => setReading(e.currentTarget.value)}
          />
          <Button
            variant="default"
            disabled={!valid}
            onClick={() => {
              enterOdometer(milesFrom(Number(numeral), unit));
              setReading('');
            }}
          >
            Update
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

export function MaintenancePage() {
  const tracked = useTrackedItems();
  const costs = useCosts();
  const odometer = useCurrentOdometer() ?? null;
  const hidden = useHiddenIds();
  const editing = useLoadDialog<MaintenanceItem | null>();
  const [logging, costDialog] = useDisclosure(false);
  const visible = (tracked ?? []).filter((t) => !hidden.has(t.item.id));
  const items = visible.map((t) => t.item);

  const markDone = (item: MaintenanceItem) =>
    void maintenanceCommands.editItem(item.id, {
      name: item.name,
      intervalMiles: item.intervalMiles,
      intervalDays: item.intervalDays,
      lastServiceOdometer: odometer ?? item.lastServiceOdometer,
      lastServiceDate: today(),
    });
  const remove = (id: string, message: string, commit: () => Promise<boolean>) =>
    deleteWithUndo({ id, message, commit });

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Maintenance Tracker
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => editing.open(null)}>
          Add Service Item
        </Button>
      </Group>
      <OdometerCard odometer={odometer} />
      <Stack gap="sm" component="section" aria-label="Service items">
        <Title order={2} fz="lg">
          Service Items
        </Title>
        {tracked === undefined ? (
          <Loader size="sm" />
        ) : visible.length === 0 ? (
          <EmptyState
            icon={IconTool}
            title="No service items yet"
            text="Add oil changes, PM services, the DOT inspection, tires and brakes: you will see when each is due."
            actionLabel="Add Service Item"
            onAction={() => editing.open(null)}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
            {visible.map((t) => (
              <ItemCard
                key={t.item.id}
                tracked={t}
                onDone={() => markDone(t.item)}
                onEdit={() => editing.open(t.item)}
                onDelete={() =>
                  remove(t.item.id, 'Service item deleted', () =>
                    maintenanceCommands.deleteItem(t.item.id),
                  )
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-label="Costs">
        <Group justify="space-between" align="center">
          <Title order={2} fz="lg">
            Costs
          </Title>
          <Button variant="light" leftSection={<IconReceipt size={18} />} onClick={costDialog.open}>
            Log Cost
          </Button>
        </Group>
        <CostList
          costs={(costs ?? []).filter((c) => !hidden.has(c.id))}
          items={items}
          onDelete={(cost) =>
            remove(cost.id, 'Cost deleted', () => maintenanceCommands.deleteCost(cost.id))
          }
        />
      </Stack>
      <ItemDialog
        opened={editing.opened}
        item={editing.item}
        odometer={odometer}
        onDone={editing.close}
      />
      <CostDialog opened={logging} items={items} onClose={costDialog.close} />
    </Stack>
  );
}
