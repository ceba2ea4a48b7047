/**
 * Installing Haulbook: the browser's own install sheet where it offers one (Chromium, Android), and
 * on iOS Safari, which has none, the two taps that add it to the home screen. Nothing shows where
 * neither applies (already installed, Firefox on desktop).
 */
import { Button, List, Paper, Text } from '@mantine/core';
import { IconDownload, IconShare2 } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { installPrompt, isIosSafari } from '../../data/installPrompt';

function useInstallAvailable(): boolean {
  return useSyncExternalStore(installPrompt.subscribe, installPrompt.available, () => false);
}

export function IosInstallSteps() {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={700} size="sm">
        Add Haulbook to your Home Screen
      </Text>
      <List size="sm" type="ordered" mt={4}>
        <List.Item>
          Tap Share <IconShare2 size={14} aria-label="(the square with an arrow)" /> in Safari.
        </List.Item>
        <List.Item>Choose Add to Home Screen, then Add.</List.Item>
      </List>
    </Paper>
  );
}

export function InstallButton({ fullWidth = true }: { fullWidth?: boolean }) {
  const available = useInstallAvailable();
  if (isIosSafari()) return <IosInstallSteps />;
  if (!available) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} />}
      fullWidth={fullWidth}
      onClick={() => void installPrompt.show()}
    >
      Install Haulbook
    </Button>
  );
}
