/**
 * The dashboard's figures (SPEC §3 Dashboard stats), computed on this device from its loads and
 * pay settings with the same function GET /api/dashboard/stats calls (sync-protocol dashboard.ts),
 * so they agree to the cent and work offline.
 */
import { dashboardSettingsOf, dashboardWindow, type DashboardStats } from '@haulbook/sync-protocol';
import { useLiveQuery } from '../../data/useLiveQuery';
import { useMemo } from 'react';
import { deviceDashboardStats, loadsDeliveredIn } from '../../data/dashboard';
import { db } from '../../data/db';
import { usePaySettings } from '../pay/usePaySettings';

export function useDashboardStats(): { stats: DashboardStats | undefined; loading: boolean } {
  const pay = usePaySettings();
  const settings = useMemo(
    () => pay && dashboardSettingsOf(pay.config, pay.tiers, pay.bonusTiers, pay.timeZone),
    [pay],
  );
  const window = settings ? dashboardWindow(new Date(), settings) : undefined;
  const loads = useLiveQuery(
    () => (window ? loadsDeliveredIn(db, window) : []),
    [window?.from, window?.to],
  );
  const stats = useMemo(
    () => (loads && settings ? deviceDashboardStats(loads, settings, new Date()) : undefined),
    [loads, settings],
  );
  return { stats, loading: stats === undefined };
}
