/**
 * A load's pay: the revenue the driver entered, or the estimate from the current pay settings,
 * marked as one until the real amount is entered. The estimate is worked out here with the same
 * rule the server and the dashboard use (sync-protocol dashboard.ts), so it shows at once, offline,
 * and follows a pay change without waiting for the server to re-estimate. The settings come from
 * the screen, read once for every load it lists (usePaySettings).
 */
import {
  earningsLoadOf,
  loadEarnings,
  scaledToDecimal,
  type Load,
  type PaySettings,
} from '@haulbook/sync-protocol';
import { Badge } from '@mantine/core';
import { formatDollars } from '../../ui/format';

interface LoadRevenueProps {
  load: Load;
  /** undefined until Dexie has answered. */
  pay: PaySettings | undefined;
}

export function LoadRevenue({ load, pay }: LoadRevenueProps) {
  // The driver's own figure needs no pay settings: shown at once, not after the settings load.
  if (!pay && load.revenue != null && !load.revenueEstimated)
    return <>{formatDollars(load.revenue.toFixed(2))}</>;
  if (!pay) return <>—</>;
  const { cents, estimated } = loadEarnings(earningsLoadOf(load), pay);
  return (
    <>
      {formatDollars(scaledToDecimal(cents, 2))}
      {estimated && (
        <Badge component="span" size="xs" variant="light" color="orange" ml={6}>
          Estimate
        </Badge>
      )}
    </>
  );
}
