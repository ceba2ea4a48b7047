/**
 * GET /api/profit: a window's profit (sync-protocol profit.ts) from the driver's loads, pay
 * settings, fill-ups, expenses and income basis: the same function the device runs offline.
 */
import {
  addDays,
  dashboardSettingsOf,
  earningsDataEnd,
  earningsDataStart,
  incomeBasisOf,
  localDayStart,
  profitFor,
  scaledToDecimal,
  weekSettingsOf,
  type Profit,
} from '@haulbook/sync-protocol';
import type { Db } from '../../db/database.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { loadsService } from '../loads/loads.service.js';
import { payService } from '../pay/pay.service.js';
import { preferencesService } from '../preferences/preferences.service.js';

/** Fill-ups and expenses dated within a day of the window: a time of day is placed locally. */
function costsAround(db: Db, userId: string, from: string, end: string) {
  return Promise.all([
    db
      .selectFrom('fuelEntries')
      .select(['date', 'gallonsMilli', 'pricePerGallonMilli', 'assignedLoadId'])
      .where('userId', '=', userId)
      .where('date', '>=', addDays(from, -1))
      .where('date', '<', addDays(end, 1))
      .execute(),
    db
      .selectFrom('expenses')
      .select(['date', 'category', 'amountCents', 'loadId'])
      .where('userId', '=', userId)
      .where('date', '>=', from)
      .where('date', '<', end)
      .execute(),
  ]);
}

export async function profitOf(db: Db, userId: string, from: string, to: string): Promise<Profit> {
  const pay = payService(db);
  const [config, tiers, bonusTiers, prefs, period] = await Promise.all([
    pay.config(userId),
    pay.tiers(userId),
    pay.bonusTiers(userId),
    preferencesService(db).get(userId),
    usersRepository(db).periodSettings(userId),
  ]);
  const { timeZone } = weekSettingsOf(period);
  const settings = dashboardSettingsOf(config, tiers, bonusTiers, timeZone);
  const end = addDays(to, 1);
  const instant = (day: string) => new Date(localDayStart(day, timeZone)).toISOString();
  const [loads, [fillUps, expenses]] = await Promise.all([
    loadsService(db).earning(userId, {
      from: instant(earningsDataStart(from, settings)),
      to: instant(earningsDataEnd(end, settings)),
    }),
    costsAround(db, userId, from, end),
  ]);
  return profitFor({
    range: { start: from, end },
    basis: incomeBasisOf(prefs),
    loads,
    settings,
    fillUps: fillUps.map((f) => ({
      date: f.date,
      gallons: scaledToDecimal(f.gallonsMilli, 3),
      pricePerGallon: scaledToDecimal(f.pricePerGallonMilli, 3),
      assignedLoadId: f.assignedLoadId,
    })),
    expenses: expenses.map((e) => ({
      date: e.date,
      category: e.category,
      amount: scaledToDecimal(e.amountCents, 2),
      loadId: e.loadId,
    })),
  });
}
