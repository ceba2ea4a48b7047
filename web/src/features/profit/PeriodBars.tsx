/**
 * The last 12 pay periods, net beside gross: two bars a period, drawn as plain boxes scaled to the
 * largest figure, with the figures as text for a screen reader and a small screen alike.
 */
import type { Profit } from '@haulbook/sync-protocol';
import { Box, Group, Stack, Text } from '@mantine/core';
import { formatFuelDay } from '../fuel/fuelFormat';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function Bar({
  value,
  max,
  color,
  label,
}: {
  value: number;
  max: number;
  color: string;
  label: string;
}) {
  const width = max > 0 ? Math.max(0, (value / max) * 100) : 0;
  return (
    <Group gap={6} wrap="nowrap">
      <Box h={10} w={`${width}%`} maw="70%" bg={color} style={{ borderRadius: 3 }} aria-hidden />
      <Text size="xs" c={value < 0 ? 'red.8' : undefined}>
        {label} {money.format(value)}
      </Text>
    </Group>
  );
}

export function PeriodBars({ periods }: { periods: Profit[] }) {
  const max = Math.max(0, ...periods.map((p) => p.income));
  return (
    <Stack gap={8}>
      {periods.map((p) => (
        <div key={p.from}>
          <Text size="xs" fw={600}>
            {formatFuelDay(p.from)} – {formatFuelDay(p.to)}
          </Text>
          <Bar
            value={p.income}
            max={max}
            color="var(--mantine-color-navy-6, #1c3d6e)"
            label="Gross"
          />
          <Bar value={p.net} max={max} color="var(--mantine-color-teal-7)" label="Net" />
        </div>
      ))}
    </Stack>
  );
}
