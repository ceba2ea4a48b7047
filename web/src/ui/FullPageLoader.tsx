import { Center, Loader, Stack, Text } from '@mantine/core';
import { showsPrerendered } from './prerendered';

export function FullPageLoader({ label = 'Loading...' }: { label?: string }) {
  if (showsPrerendered()) return null;
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="orange" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

/** Inside the shell while a screen's chunk arrives: the menu and header stay put. */
export function ScreenLoader() {
  return (
    <Center mih="50dvh" role="status" aria-live="polite">
      <Loader color="orange" aria-label="Loading..." />
    </Center>
  );
}
