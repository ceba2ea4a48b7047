/**
 * The load's details offer to move its status one step back (Delivered to Active, Active to
 * Pending), after the driver confirms: a correction, recorded and synced (status-correction.ts).
 */
import { correctionOf, loadStatusLabels, type Load } from '@haulbook/sync-protocol';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadCommands } from './loadCommands';

const consequence = {
  picked_up: 'It stops counting as delivered, and its earnings leave the dashboard.',
  pending: 'It is no longer picked up, and fuel tracking stops for it.',
} as const;

/** The question, brought into view (it opens at the foot of a long dialog on a phone). */
function Question({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'nearest' }), []);
  return (
    <Paper ref={ref} withBorder p="sm" radius="md" w="100%" role="group" aria-label="Move back">
      {children}
    </Paper>
  );
}

export function StatusCorrection({ load }: { load: Load }) {
  const [asking, setAsking] = useState(false);
  const to = correctionOf(load.status);
  if (!to) return null;
  const label = loadStatusLabels[to];
  if (!asking)
    return (
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconArrowBackUp size={16} />}
        onClick={() => setAsking(true)}
      >
        {`Move back to ${label}`}
      </Button>
    );
  const confirm = async () => {
    if (await loadCommands.correct(load, to)) setAsking(false);
  };
  return (
    <Question>
      <Text size="sm">
        {`Move this load back to ${label}? ${consequence[to]} Use this only to correct a mistaken tap.`}
      </Text>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" onClick={() => setAsking(false)}>
          {`Keep ${loadStatusLabels[load.status]}`}
        </Button>
        <Button color="orange" onClick={() => void confirm()}>
          Move back
        </Button>
      </Group>
    </Question>
  );
}
