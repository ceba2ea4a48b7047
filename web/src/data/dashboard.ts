/**
 * The dashboard's reads on the device: the deliveries inside the dashboard's window (through the
 * deliveryDate index), and the stats from them with the function the server calls. The dashboard
 * hook and the bench (bench/browser/device.ts) both go through here.
 */
import {
  dashboardStats,
  earningsLoadOf,
  type DashboardSettings,
  type DashboardStats,
  type Load,
} from '@haulbook/sync-protocol';
import type { HaulbookDb } from './db';

export const loadsDeliveredIn = (db: HaulbookDb, window: { from: string; to: string }) =>
  db.loads.where('deliveryDate').between(window.from, window.to, true, false).toArray();

export const deviceDashboardStats = (
  loads: readonly Load[],
  settings: DashboardSettings,
  now: Date,
): DashboardStats => dashboardStats(loads.map(earningsLoadOf), settings, now);
