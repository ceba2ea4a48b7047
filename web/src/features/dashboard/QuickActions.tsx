import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalculator, IconChevronRight, IconGasStation, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { addDialogParam } from '../../ui/useAddDialog';

// The two add actions open their screen's dialog at once (?add=1), not just the list behind it.
const actions = [
  {
    label: 'Axle Weight Calculator',
    hint: 'Check your axles before the scale',
    to: '/axle-calculator',
    icon: IconCalculator,
  },
  {
    label: 'Add New Load',
    hint: 'Log a pickup and delivery',
    to: `/loads?${addDialogParam}`,
    icon: IconTruck,
  },
  {
    label: 'Add Fuel Purchase',
    hint: 'Record a fill-up',
    to: `/fuel?${addDialogParam}`,
    icon: IconGasStation,
  },
];

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions">
      <Title order={2} fz="lg" id="quick-actions" mb="sm">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="sm">
        {actions.map(({ label, hint, to, icon: Icon }) => (
          <Card key={to} component={Link} to={to} withBorder padding="md">
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon size={44} radius="md">
                <Icon size={24} />
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700}>{label}</Text>
                <Text size="sm" c="dimmed">
                  {hint}
                </Text>
              </div>
              <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
