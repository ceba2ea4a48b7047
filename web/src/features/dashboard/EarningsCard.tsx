import type { EarningsBreakdown } from '@haulbook/sync-protocol';
import { Card, Group, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCalendarWeek, IconPackage, IconRoute } from '@tabler/icons-react';
import { formatDistance } from '@haulbook/sync-protocol';
import { useDistanceUnit } from '../../data/preferences';
import { formatDollars, formatLoadsDelivered } from '../../ui/format';

interface EarningsCardProps {
  title: string;
  /** Exact dollars as text ("1234.56"), undefined while the stats load. */
  earnings: string | undefined;
  miles: number;
  loads: number;
  breakdown: EarningsBreakdown | undefined;
  /** Opens the breakdown of the figure. */
  onExplain: () => void;
  /** The driver is about to open it (pointer down, focus): its code can be fetched. */
  onReach?: () => void;
}

/** Says how much of the figure is an estimate, extra pay or a bonus, when any is. */
function BreakdownNote({ breakdown }: { breakdown: EarningsBreakdown }) {
  const parts: string[] = [];
  const n = breakdown.estimatedLoads;
  if (n > 0)
    parts.push(
      `${formatDollars(breakdown.estimated)} estimated (${n} ${n === 1 ? 'load' : 'loads'} without what the load pays)`,
    );
  if (breakdown.extras !== '0.00') parts.push(`${formatDollars(breakdown.extras)} extra pay`);
  if (breakdown.bonus !== '0.00') parts.push(`${formatDollars(breakdown.bonus)} bonus`);
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" mt={6}>
      Includes {parts.join(' and ')}
    </Text>
  );
}

export function EarningsCard({
  title,
  earnings,
  miles,
  loads,
  breakdown,
  onExplain,
  onReach,
}: EarningsCardProps) {
  const unit = useDistanceUnit();
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
      {earnings === undefined ? (
        <Stack gap="xs" mt="md" data-testid="stats-skeleton">
          <Skeleton h={36} w="60%" />
          <Skeleton h={16} w="80%" />
        </Stack>
      ) : (
        <>
          <UnstyledButton
            onClick={onExplain}
            onPointerDown={onReach}
            onFocus={onReach}
            aria-label={`${title} ${formatDollars(earnings)}: how it is worked out`}
            mt="xs"
          >
            <Text fz={34} fw={800} c="var(--haulbook-strong)" lh={1.2} td="underline dotted">
              {formatDollars(earnings)}
            </Text>
          </UnstyledButton>
          <Group gap="lg" mt="sm">
            <Group gap={6} wrap="nowrap">
              <IconRoute size={18} color="var(--mantine-color-gray-6)" />
              <Text size="sm">{formatDistance(miles, unit)}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconPackage size={18} color="var(--mantine-color-gray-6)" />
              <Text size="sm">{formatLoadsDelivered(loads)}</Text>
            </Group>
          </Group>
          {breakdown && <BreakdownNote breakdown={breakdown} />}
        </>
      )}
    </Card>
  );
}
