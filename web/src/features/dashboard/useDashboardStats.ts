/**
 * The dashboard's figures (SPEC §3 Dashboard stats), computed on this device from its loads and
 * pay settings with the same function GET /api/dashboard/stats calls (sync-protocol dashboard.ts),
 * so they agree to the cent and work offline. Only deliveries inside the dashboard's window are
 * read, through the deliveryDate index.
 */
import {
  dashboardSettingsOf,
  dashboardStats,
  dashboardWindow,
  earningsLoadOf,
  type DashboardStats,
} from '@haulbook/sync-protocol';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '../../data/db';
import { usePaySettings } from '../pay/usePaySettings';

/** The stats for these records at `now`: what the hook computes, and what the bench measures. */
export function deviceDashboardStats(
  loads: Parameters<typeof earningsLoadOf>[0][],
  settings: ReturnType<typeof dashboardSettingsOf>,
  now: Date,
): DashboardStats {
  return dashboardStats(loads.map(earningsLoadOf), settings, now);
}

export function useDashboardStats(): { stats: DashboardStats | undefined; loading: boolean } {
  const pay = usePaySettings();
  const settings = useMemo(
    () => pay && dashboardSettingsOf(pay.config, pay.tiers, pay.bonusTiers, pay.timeZone),
    [pay],
  );
  const window = settings ? dashboardWindow(new Date(), settings) : undefined;
  const loads = useLiveQuery(
    () =>
      window
        ? db.loads.where('deliveryDate').between(window.from, window.to, true, false).toArray()
        : [],
    [window?.from, window?.to],
  );
  const stats = useMemo(
    () => (loads && settings ? deviceDashboardStats(loads, settings, new Date()) : undefined),
    [loads, settings],
  );
  return { stats, loading: stats === undefined };
}
