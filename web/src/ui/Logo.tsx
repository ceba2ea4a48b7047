import { Group, Text } from '@mantine/core';

/** The truck mark and wordmark; `light` for navy backgrounds. */
export function Logo({ light = false, size = 32 }: { light?: boolean; size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" width={size} height={size} alt="" style={{ borderRadius: 8 }} />
      <Text fw={800} fz={size * 0.62} c={light ? 'white' : 'navy.9'} lh={1}>
        Haul
        <Text span inherit c="orange.6">
          book
        </Text>
      </Text>
    </Group>
  );
}
