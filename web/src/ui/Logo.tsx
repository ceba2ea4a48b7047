import { Group, Text } from '@mantine/core';

interface LogoProps {
  /** For navy backgrounds. */
  light?: boolean;
  size?: number;
  /** The wordmark only from this breakpoint up (the phone header needs the room for its status). */
  wordmarkFrom?: 'xs';
}

/** The truck mark and wordmark. */
export function Logo({ light = false, size = 32, wordmarkFrom }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Haulbook" role="img">
      <img src="/favicon.svg" width={size} height={size} alt="" style={{ borderRadius: 8 }} />
      <Text
        fw={800}
        fz={size * 0.62}
        c={light ? 'white' : 'var(--mantine-color-text)'}
        lh={1}
        visibleFrom={wordmarkFrom}
        aria-hidden
      >
        Haul
        <Text span inherit c={light ? 'orange.4' : 'var(--haulbook-brand-text)'}>
          book
        </Text>
      </Text>
    </Group>
  );
}
