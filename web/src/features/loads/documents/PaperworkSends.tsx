/**
 * What became of a load's sends to the office: sent (when, to whom, what), still waiting on this
 * device or on the mail server, or not sent and why. Every device of the driver shows the same.
 */
import type { PaperworkSend } from '@haulbook/sync-protocol';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatLoadDate } from '../loadFormat';
import { useLoadSends } from './usePaperwork';

const documentCount = (send: PaperworkSend) =>
  send.documentIds.length === 1 ? '1 document' : `${send.documentIds.length} documents`;

function status(send: PaperworkSend, waiting: boolean) {
  if (waiting) return { color: 'gray', text: 'Waiting for signal' };
  if (send.status === 'sent') return { color: 'green', text: 'Sent' };
  if (send.status === 'failed') return { color: 'red', text: 'Not sent' };
  return { color: 'blue', text: 'Sending' };
}

function SendRow({ send, waiting }: { send: PaperworkSend; waiting: boolean }) {
  const { color, text } = status(send, waiting);
  const when = send.sentAt ?? send.createdAt;
  return (
    <Paper component="li" withBorder p="xs" radius="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
          {text}
        </Badge>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {send.label}: {send.email}
          </Text>
          <Text size="xs" c="dimmed">
            {documentCount(send)} · {formatLoadDate(when)}
          </Text>
          {send.failure && (
            <Text size="xs" c="red.8">
              {send.failure}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

export function PaperworkSends({ loadId }: { loadId: string }) {
  const sends = useLoadSends(loadId) ?? [];
  if (sends.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Sent to the office
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {sends.map(({ send, waiting }) => (
          <SendRow key={send.id} send={send} waiting={waiting} />
        ))}
      </Stack>
    </Stack>
  );
}
