/**
 * The dashboard's figures (docs/product.md §3 Dashboard stats), computed on this device from its loads and
 * pay settings with the same function GET /api/dashboard/stats calls (sync-protocol dashboard.ts),
 * so they agree to the cent and work offline. The loads and settings come back too, for the
 * breakdown of each card.
 */
import {
  dashboardDataWindow,
  dashboardSettingsOf,
  earningsLoadOf,
  type DashboardSettings,
  type DashboardStats,
  type EarningsLoad,
} from '@haulbook/sync-protocol';
import { useLiveQuery } from '../../data/useLiveQuery';
import { useMemo } from 'react';
import { deviceDashboardStats, loadsDeliveredIn } from '../../data/dashboard';
import { db } from '../../data/db';
import { usePaySettings, type PaySettingsState } from '../pay/usePaySettings';

export interface DashboardData {
  stats: DashboardStats | undefined;
  loading: boolean;
  settings: DashboardSettings | undefined;
  loads: EarningsLoad[] | undefined;
  pay: PaySettingsState | undefined;
}

export function useDashboardStats(): DashboardData {
  const pay = usePaySettings();
  const settings = useMemo(
    () => pay && dashboardSettingsOf(pay.config, pay.tiers, pay.bonusTiers, pay.timeZone),
    [pay],
  );
  const window = settings ? dashboardDataWindow(new Date(), settings) : undefined;
  const records = useLiveQuery(
    () => (window ? loadsDeliveredIn(db, window) : []),
    [window?.from, window?.to],
  );
  const stats = useMemo(
    () => (records && settings ? deviceDashboardStats(records, settings, new Date()) : undefined),
    [records, settings],
  );
  const loads = useMemo(() => records?.map(earningsLoadOf), [records]);
  return { stats, loading: stats === undefined, settings, loads, pay };
}
