/**
 * How a figure a driver reads is made (docs/pay.md): one line per step (miles × rate, percent of
 * what the load pays, each extra, each bonus with the delivery that earned it), summing exactly to
 * the figure above them. The total's rule is a border, not a separator: a list holds only items.
 */
import { scaledToDecimal, type PayLine } from '@haulbook/sync-protocol';
import { Group, Stack, Text } from '@mantine/core';
import { formatDollars } from '../../ui/format';
import classes from './PayBreakdown.module.css';

const dollars = (cents: number) => formatDollars(scaledToDecimal(cents, 2));

export function PayBreakdown({ lines, label }: { lines: readonly PayLine[]; label: string }) {
  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  return (
    <Stack gap={6} aria-label={`How ${label} is worked out`} role="list">
      {lines.map((line, i) => (
        <Group
          key={i}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          align="flex-start"
          role="listitem"
        >
          <Text size="sm">{line.label}</Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {dollars(line.cents)}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" wrap="nowrap" role="listitem" className={classes.total}>
        <Text size="sm" fw={700}>
          {label}
        </Text>
        <Text size="sm" fw={800}>
          {dollars(total)}
        </Text>
      </Group>
    </Stack>
  );
}
