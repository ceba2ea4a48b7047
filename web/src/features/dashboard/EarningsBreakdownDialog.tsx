/**
 * What a dashboard card's earnings are made of: every load's pay and extra, and every bonus with
 * the delivery that reached it, dated in the card's window and summing exactly to its figure.
 */
import {
  dashboardPeriods,
  windowPayLines,
  type DashboardSettings,
  type EarningsLoad,
} from '@haulbook/sync-protocol';
import { Modal, Text } from '@mantine/core';
import { PayBreakdown } from '../pay/PayBreakdown';

export type CardWindow = 'week' | 'month';

interface EarningsBreakdownDialogProps {
  opened: boolean;
  window: CardWindow | null;
  title: string;
  settings: DashboardSettings | undefined;
  loads: EarningsLoad[] | undefined;
  onClose: () => void;
}

export function EarningsBreakdownDialog({
  opened,
  window,
  title,
  settings,
  loads,
  onClose,
}: EarningsBreakdownDialogProps) {
  const range = window && settings ? dashboardPeriods(new Date(), settings)[window] : undefined;
  const lines = range && settings && loads ? windowPayLines(loads, settings, range) : [];
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {lines.length === 0 ? (
        <Text size="sm">Nothing earned yet in this {window}.</Text>
      ) : (
        <PayBreakdown lines={lines} label={title} />
      )}
    </Modal>
  );
}
