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
 * it, read from their two indexes, so a long history costs no more than the window holds. Most
 * loads are tapped in the window they were scheduled in, so the tapped ones are read as keys
 * only and just the few scheduled elsewhere are fetched: each record is read once, not twice.
 */
export async function loadsDeliveredIn(
  db: HaulbookDb,
  window: { from: string; to: string },
): Promise<Load[]> {
  const inWindow = (index: 'deliveryDate' | 'actualDeliveryDate') =>
    db.loads.where(index).between(window.from, window.to, true, false);
  const [scheduled, tappedIds] = await Promise.all([
    inWindow('deliveryDate').toArray(),
    inWindow('actualDeliveryDate').primaryKeys(),
  ]);
  const byId = new Map(scheduled.map((load) => [load.id, load]));
  const elsewhere = tappedIds.filter((id) => !byId.has(id));
  for (const load of await db.loads.bulkGet(elsewhere)) if (load) byId.set(load.id, load);
  const from = Date.parse(window.from);
  const to = Date.parse(window.to);
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
