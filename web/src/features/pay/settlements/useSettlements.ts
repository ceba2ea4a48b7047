/**
 * The settlement check on the device (docs/pay.md): the last pay periods with what the pay
 * settings say each earned, and each recorded settlement checked against it with the function the
 * server's GET /api/settlements/{id} calls, from the loads and settings on this device.
 */
import {
  dashboardSettingsOf,
  earningItems,
  earningsDataEnd,
  earningsDataStart,
  earningsIn,
  earningsLoadOf,
  localDayStart,
  recentPayPeriods,
  settlementCheck,
  settlementPeriod,
  type DateRange,
  type Settlement,
  type SettlementCheck,
} from '@haulbook/sync-protocol';
import { useMemo } from 'react';
import { loadsDeliveredIn } from '../../../data/dashboard';
import { db } from '../../../data/db';
import { useLiveQuery } from '../../../data/useLiveQuery';
import type { PaySettingsState } from '../usePaySettings';

/** This pay period and the five before it. */
const shownPeriods = 6;

export interface PeriodRow {
  range: DateRange;
  current: boolean;
  expectedCents: number;
  settlement: Settlement | undefined;
  check: SettlementCheck | undefined;
}

export function useSettlements(pay: PaySettingsState) {
  const settings = useMemo(
    () => dashboardSettingsOf(pay.config, pay.tiers, pay.bonusTiers, pay.timeZone),
    [pay],
  );
  const periods = useMemo(
    () => recentPayPeriods(new Date(), settings, shownPeriods).reverse(),
    [settings],
  );
  const window = useMemo(() => {
    const first = earningsDataStart(periods.at(-1)!.start, settings);
    return {
      from: new Date(localDayStart(first, settings.timeZone)).toISOString(),
      to: new Date(
        localDayStart(earningsDataEnd(periods[0]!.end, settings), settings.timeZone),
      ).toISOString(),
    };
  }, [periods, settings]);
  const records = useLiveQuery(() => loadsDeliveredIn(db, window), [window.from, window.to]);
  const settlements = useLiveQuery(() => db.settlements.toArray(), []);
  return useMemo(() => {
    if (!records || !settlements) return undefined;
    const loads = records.map(earningsLoadOf);
    const items = earningItems(loads, settings);
    const rows: PeriodRow[] = periods.map((range, i) => {
      const settlement = settlements.find(
        (s) => settlementPeriod(s.periodStart, settings).start === range.start,
      );
      return {
        range,
        current: i === 0,
        expectedCents: earningsIn(items, range).cents,
        settlement,
        check: settlement ? settlementCheck(settlement, loads, settings) : undefined,
      };
    });
    return { rows, loads };
  }, [records, settlements, periods, settings]);
}
