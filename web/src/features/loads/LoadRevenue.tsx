/**
 * A load's My pay: what the driver earns from it, its pay and extras, worked out here from the pay
 * settings with the one earnings engine (sync-protocol pay.ts), so it shows at once, offline, and
 * follows a pay change; or the driver's own figure, marked as typed. An estimate (percentage pay
 * without what the load pays) says so. Tapping the figure shows how it is worked out: the breakdown
 * is drawn only while open, since a closed Mantine popover still mounts a portal that re-renders
 * at once, in the same task, for every card on screen (as CardMenu).
 */
import {
  earningsLoadOf,
  extraLabels,
  loadPay,
  scaledToDecimal,
  type Load,
  type PayLine,
  type PaySettings,
} from '@haulbook/sync-protocol';
import { Badge, Popover, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { formatDollars } from '../../ui/format';
import { PayBreakdown } from '../pay/PayBreakdown';

interface LoadRevenueProps {
  load: Load;
  /** undefined until Dexie has answered. */
  pay: PaySettings | undefined;
}

/** The lines of a load's pay, its pay first, then each extra. */
export function loadPayLines(load: Load, pay: PaySettings) {
  const figured = loadPay(earningsLoadOf(load), pay);
  const lines: PayLine[] = [
    ...figured.base.lines,
    ...figured.extras.map((extra) => ({
      label: `${extraLabels[extra.kind]}${extra.typed ? ' (typed)' : `: ${extra.basis}`}`,
      cents: extra.cents,
    })),
  ];
  return { ...figured, lines };
}

export function LoadRevenue({ load, pay }: LoadRevenueProps) {
  const [opened, setOpened] = useState(false);
  if (!pay) return <>—</>;
  const figured = loadPayLines(load, pay);
  const amount = formatDollars(scaledToDecimal(figured.cents, 2));
  // The name holds every word shown (WCAG 2.5.3), so "tap $1,250.50 Typed" finds the button.
  const shown = [amount, figured.estimated && 'Estimate', figured.base.typed && 'Typed'];
  return (
    <Popover
      width={300}
      position="bottom-start"
      withArrow
      shadow="md"
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <UnstyledButton
          fz="inherit"
          fw="inherit"
          // The card opens its details on a click: this figure opens its breakdown instead.
          onClick={(event) => {
            event.stopPropagation();
            setOpened((open) => !open);
          }}
          aria-label={`Pay for this load ${shown.filter(Boolean).join(' ')}: how it is worked out`}
          style={{ minHeight: 48, textDecoration: 'underline dotted' }}
        >
          {amount}
          {figured.estimated && (
            <>
              {' '}
              <Badge component="span" size="xs" variant="light" color="orange" ml={2}>
                Estimate
              </Badge>
            </>
          )}
          {figured.base.typed && (
            <>
              {' '}
              <Badge component="span" size="xs" variant="light" color="gray" ml={2}>
                Typed
              </Badge>
            </>
          )}
        </UnstyledButton>
      </Popover.Target>
      {opened && (
        <Popover.Dropdown onClick={(event) => event.stopPropagation()}>
          <PayBreakdown lines={figured.lines} label="My pay" />
        </Popover.Dropdown>
      )}
    </Popover>
  );
}
