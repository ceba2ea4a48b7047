/**
 * One figure a driver reads at a glance (tax time's totals: miles, gallons, net): a small labelled
 * card, a region named by its label, so a screen reader and a test find "Net" by name.
 */
import { Paper, Text } from '@mantine/core';

interface FigureTileProps {
  label: string;
  value: string;
  /** The figure the screen is about (profit's net): drawn larger where there is room. */
  strong?: boolean;
}

export function FigureTile({ label, value, strong = false }: FigureTileProps) {
  return (
    <Paper component="section" aria-label={label} withBorder p="sm">
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      {/* A phone's half-width card holds $12,345.67 only at the usual size; never past its edge. */}
      <Text
        fw={800}
        fz={strong ? { base: 'xl', sm: 26 } : 'xl'}
        c="var(--haulbook-strong)"
        style={{ overflowWrap: 'anywhere' }}
      >
        {value}
      </Text>
    </Paper>
  );
}
