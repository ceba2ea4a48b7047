/** The stuck changes' panel and its Discard confirmation, loaded by StuckChanges when needed. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { StuckChange, useStuckChanges } from '../../../data/sync/useSync';

export default function StuckChangesPanel({
  stuck,
  retry,
  discard,
}: ReturnType<typeof useStuckChanges>) {
  const [discarding, setDiscarding] = useState<StuckChange | null>(null);
  const title =
    stuck.length === 1 ? 'One change could not sync' : `${stuck.length} changes could not sync`;

  const confirmDiscard = () => {
    if (discarding) void discard(discarding.seq);
    setDiscarding(null);
  };

  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={title} mb="md">
      <Text size="sm" mb="sm">
        The server keeps failing to save these. Everything else is still syncing.
      </Text>
      <Stack gap="sm">
        {stuck.map((change) => (
          <Group key={change.seq} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text size="sm" fw={600}>
                {change.label}
              </Text>
              <Text size="sm">{change.reason}</Text>
            </div>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => void retry(change.seq)}>
                Retry
              </Button>
              <Button size="xs" color="red" variant="subtle" onClick={() => setDiscarding(change)}>
                Discard
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      <Modal
        opened={discarding !== null}
        onClose={() => setDiscarding(null)}
        title="Discard this change?"
        centered
      >
        <Text size="sm" mb="md">
          {discarding?.label}: this change is only on this device. Discarding it removes it for good
          and puts the record back as the server has it.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDiscarding(null)} data-autofocus>
            Keep it
          </Button>
          <Button color="red" onClick={confirmDiscard}>
            Discard change
          </Button>
        </Group>
      </Modal>
    </Alert>
  );
}
