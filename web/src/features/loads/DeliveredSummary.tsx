/** What a delivered load's card says in place of buttons that could no longer do anything. */
import { deliveredAt, type Load } from '@haulbook/sync-protocol';
import { Text } from '@mantine/core';
import { formatMiles } from '../../ui/format';
import { formatLoadDate, loadRevenue } from './loadFormat';

export function DeliveredSummary({ load, waiting }: { load: Load; waiting: boolean }) {
  return (
    <Text size="sm" c="teal.9" fw={600} style={{ flex: '1 1 200px' }}>
      Delivered on {formatLoadDate(deliveredAt(load))} · {formatMiles(load.totalMiles)} ·{' '}
      {loadRevenue(load.revenue, waiting)}
    </Text>
  );
}
