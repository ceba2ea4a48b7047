/**
 * Profit's reads on the device: the chosen window and the last 12 pay periods, from Dexie with the
 * function GET /api/profit calls, so the figures are there offline and agree with the server.
 */
import {
  addMonths,
  chartPayPeriods,
  dashboardSettingsOf,
  localDate,
  monthRange,
  payPeriodRange,
  recentPayPeriods,
  type DateRange,
  type Profit,
} from '@haulbook/sync-protocol';
import { useMemo } from 'react';
import { db } from '../../data/db';
import { useTaxSettings } from '../../data/preferences';
import { deviceProfits } from '../../data/profit';
import { useLiveQuery } from '../../data/useLiveQuery';
import { usePaySettings } from '../pay/usePaySettings';

export const profitWindows = ['period', 'month', 'lastMonth', 'year'] as const;
export type ProfitWindow = (typeof profitWindows)[number];

export const profitWindowLabels: Record<ProfitWindow, string> = {
  period: 'Pay period',
  month: 'Month',
  lastMonth: 'Last month',
  year: 'Year',
};

function rangeOf(window: ProfitWindow, now: Date, settings: Parameters<typeof payPeriodRange>[1]) {
  const month = monthRange(now, settings.timeZone);
  if (window === 'period') return payPeriodRange(now, settings);
  if (window === 'month') return month;
  if (window === 'lastMonth') return { start: addMonths(month.start, -1), end: month.start };
  const year = localDate(now, settings.timeZone).slice(0, 4);
  return { start: `${year}-01-01`, end: `${Number(year) + 1}-01-01` };
}

export interface ProfitData {
  profit: Profit;
  range: DateRange;
  /** The last 12 pay periods, oldest first. */
  periods: Profit[];
}

export function useProfit(window: ProfitWindow): ProfitData | undefined {
  const pay = usePaySettings();
  const { incomeBasis } = useTaxSettings();
  const settings = useMemo(
    () => pay && dashboardSettingsOf(pay.config, pay.tiers, pay.bonusTiers, pay.timeZone),
    [pay],
  );
  return useLiveQuery(async () => {
    if (!settings) return undefined;
    const now = new Date();
    const range = rangeOf(window, now, settings);
    const periods = recentPayPeriods(now, settings, chartPayPeriods);
    const [profit] = await deviceProfits(db, [range], settings, incomeBasis);
    return {
      profit: profit!,
      range,
      periods: await deviceProfits(db, periods, settings, incomeBasis),
    };
  }, [settings, window, incomeBasis]);
}
