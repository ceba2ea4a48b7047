/**
 * GET /api/dashboard/stats: the same stats the offline dashboard computes (dashboard.ts), from the
 * driver's pay records and the grouped deliveries of dashboard.repository.ts.
 */
import {
  dashboardBounds,
  dashboardSettingsOf,
  statsFromGroups,
  type DashboardStats,
} from '@haulbook/sync-protocol';
import type { Db } from '../../db/database.js';
import { payService } from '../pay/pay.service.js';
import { dashboardRepository } from './dashboard.repository.js';

export function dashboardService(db: Db) {
  const pay = payService(db);
  const deliveries = dashboardRepository(db);
  return {
    async stats(userId: string, now: Date): Promise<DashboardStats> {
      const [config, tiers, bonusTiers, timeZone] = await Promise.all([
        pay.config(userId),
        pay.tiers(userId),
        pay.bonusTiers(userId),
        pay.timeZone(userId),
      ]);
      const settings = dashboardSettingsOf(config, tiers, bonusTiers, timeZone);
      const bounds = dashboardBounds(settings, now);
      return statsFromGroups(await deliveries.deliveryGroups(userId, bounds), settings, bounds);
    },
  };
}
