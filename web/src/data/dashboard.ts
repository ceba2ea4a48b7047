/**
 * The dashboard's reads on the device: the deliveries inside the dashboard's window, and the stats
 * from them with the function the server calls. The dashboard
 * hook and the bench (bench/browser/device.ts) both go through here.
 */
import {
  dashboardStats,
  deliveredAt,
  earningsLoadOf,
  earnsPay,
  type DashboardSettings,
  type DashboardStats,
  type Load,
} from '@haulbook/sync-protocol';
import type { HaulbookDb } from './db';

/**
 * The loads that earn (delivered, or cancelled with TONU pay) whose closing (deliveredAt: the
 * driver's tap, else the schedule) falls in `window`: those scheduled in it and those tapped in
 * it, read from their two indexes, so a long history costs no more than the window holds.
 */
export async function loadsDeliveredIn(
  db: HaulbookDb,
  window: { from: string; to: string },
): Promise<Load[]> {
  const range = (index: 'deliveryDate' | 'actualDeliveryDate') =>
    db.loads.where(index).between(window.from, window.to, true, false).toArray();
  const [scheduled, tapped] = await Promise.all([
    range('deliveryDate'),
    range('actualDeliveryDate'),
  ]);
  const from = Date.parse(window.from);
  const to = Date.parse(window.to);
  const byId = new Map([...scheduled, ...tapped].map((load) => [load.id, load]));
  return [...byId.values()].filter((load) => {
    const at = Date.parse(deliveredAt(load));
    return earnsPay(load) && at >= from && at < to;
  });
}

export const deviceDashboardStats = (
  loads: readonly Load[],
  settings: DashboardSettings,
  now: Date,
): DashboardStats => dashboardStats(loads.map(earningsLoadOf), settings, now);
