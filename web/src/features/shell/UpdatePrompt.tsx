/**
 * Tells the driver when a new version of the app is ready. It never reloads by itself: a reload in
 * the middle of an entry would lose what is being typed, so only the Reload button applies it.
 */
import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRegisterSW } from 'virtual:pwa-register/react';

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!needRefresh) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={500}>
      <Notification
        icon={<IconRefresh size={18} />}
        color="orange"
        title="A new version is available"
        onClose={() => setNeedRefresh(false)}
        maw={440}
        mx="auto"
        withBorder
      >
        <Group justify="space-between" gap="xs" mt={4}>
          <Text size="sm">Reload to get the latest Haulbook.</Text>
          <Button size="compact-sm" onClick={() => void updateServiceWorker(true)}>
            Reload
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
