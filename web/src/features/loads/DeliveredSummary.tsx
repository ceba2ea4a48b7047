/**
 * What a delivered load's card says in place of buttons that could no longer do anything: when it
 * was delivered (its miles and revenue are on the card above), in the scheme's success or danger
 * text colour (teal-9 and red-9 are 1.9:1 and 1.8:1 on a dark card).
 */
import { decimalToScaled, deliveredAt, type Load } from '@haulbook/sync-protocol';
import { Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatLoadDate } from './loadFormat';

/** A load cancelled with no pay, kept only for its paperwork (CancelLoadDialog). */
const keptForPaperwork = (load: Load) => {
  const tonu = load.extras.overrides.tonu;
  return tonu !== undefined && decimalToScaled(tonu, 2) === 0;
};

export function DeliveredSummary({ load }: { load: Load }) {
  if (load.status === 'cancelled')
    return (
      <Text size="sm" c="var(--haulbook-danger-text)" fw={600} style={{ flex: '1 1 200px' }}>
        Cancelled on {formatLoadDate(deliveredAt(load))},{' '}
        {keptForPaperwork(load) ? 'kept with its paperwork' : 'paid TONU'}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap" style={{ flex: '1 1 200px' }}>
      <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" style={{ flexShrink: 0 }} />
      <Text size="sm" c="var(--haulbook-success-text)" fw={600}>
        Delivered on {formatLoadDate(deliveredAt(load))}
      </Text>
    </Group>
  );
}
