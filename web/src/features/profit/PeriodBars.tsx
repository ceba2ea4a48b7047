/**
 * The last 12 pay periods, net beside gross: two bars a period, drawn as plain boxes scaled to the
 * largest figure, with the figures as text for a screen reader and a small screen alike.
 */
import type { Profit } from '@haulbook/sync-protocol';
import { Box, Group, Stack, Text } from '@mantine/core';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = (day: string) => short.format(Date.parse(day));

function Bar({ value, max, color }: { value: number; max: number; color: string }) {
  const width = max > 0 ? Math.max(0, (value / max) * 100) : 0;
  return <Box h={8} w={`${width}%`} bg={color} style={{ borderRadius: 3 }} aria-hidden />;
}

export function PeriodBars({ periods }: { periods: Profit[] }) {
  const max = Math.max(0, ...periods.map((p) => p.income));
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        Gross · net for each pay period
      </Text>
      {periods.map((p) => (
        <Group key={p.from} gap="sm" wrap="nowrap" align="center">
          <Text size="xs" fw={600} w={112} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {shortDay(p.from)} – {shortDay(p.to)}
          </Text>
          <Stack gap={2} style={{ flex: 1 }}>
            <Bar value={p.income} max={max} color="var(--mantine-color-navy-6, #1c3d6e)" />
            <Bar value={p.net} max={max} color="var(--mantine-color-teal-7)" />
          </Stack>
          <Text size="xs" ta="right" w={130} style={{ flexShrink: 0 }}>
            {money.format(p.income)} ·{' '}
            <Text span size="xs" fw={700} c={p.net < 0 ? 'red.8' : undefined}>
              {money.format(p.net)}
            </Text>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
