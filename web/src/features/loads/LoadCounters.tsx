/** The four Load Management counters (docs/product.md §2), as the dashboard shows its figures. */
import type { LoadStats } from '@haulbook/sync-protocol';
import { Card, SimpleGrid, Text } from '@mantine/core';

const counters: { label: string; key: keyof LoadStats }[] = [
  { label: 'Delivered This Week', key: 'weeklyDelivered' },
  { label: 'Active This Week', key: 'weeklyActive' },
  { label: 'Delivered This Month', key: 'monthlyDelivered' },
  { label: 'Active This Month', key: 'monthlyActive' },
];

export function LoadCounters({ stats }: { stats: LoadStats }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {counters.map(({ label, key }) => (
        <Card key={key} withBorder padding="md" component="section" aria-label={label}>
          <Text fw={700} c="dimmed" size="xs" tt="uppercase" lh={1.3}>
            {label}
          </Text>
          <Text fz={30} fw={800} c="var(--haulbook-strong)" lh={1.2} mt={6}>
            {stats[key]}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
