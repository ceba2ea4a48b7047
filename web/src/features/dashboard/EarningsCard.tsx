import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarWeek, IconPackage, IconRoute } from '@tabler/icons-react';
import { formatLoadsDelivered, formatMiles, formatUsd } from '../../ui/format';

interface EarningsCardProps {
  title: string;
  earnings: number;
  miles: number;
  loads: number;
  loading: boolean;
}

export function EarningsCard({ title, earnings, miles, loads, loading }: EarningsCardProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} c="dimmed" size="sm" tt="uppercase">
          {title}
        </Text>
        <ThemeIcon variant="light" radius="md" size="lg">
          <IconCalendarWeek size={20} />
        </ThemeIcon>
      </Group>
      {loading ? (
        <Stack gap="xs" mt="md" data-testid="stats-skeleton">
          <Skeleton h={36} w="60%" />
          <Skeleton h={16} w="80%" />
        </Stack>
      ) : (
        <>
          <Text fz={34} fw={800} c="var(--haulbook-strong)" mt="xs" lh={1.2}>
            {formatUsd(earnings)}
          </Text>
          <Group gap="lg" mt="sm">
            <Group gap={6} wrap="nowrap">
              <IconRoute size={18} color="var(--mantine-color-gray-6)" />
              <Text size="sm">{formatMiles(miles)}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconPackage size={18} color="var(--mantine-color-gray-6)" />
              <Text size="sm">{formatLoadsDelivered(loads)}</Text>
            </Group>
          </Group>
        </>
      )}
    </Card>
  );
}
