/**
 * Per diem on the server (docs/product.md §10): the driver's corrections of days away, synced like
 * every table, and the year's days and total computed by sync-protocol's perDiemYear from the
 * driver's loads, corrections and daily rate: the same function the device runs offline.
 */
import {
  perDiemMessages,
  perDiemRateOf,
  perDiemYear,
  tripLoadOf,
  tripLoadsPickedUp,
  weekSettingsOf,
  type LoadStatus,
  type NewPerDiemDay,
  type PerDiemDay,
  type PerDiemDayFields,
  type PerDiemStatus,
  type PerDiemYear,
} from '@haulbook/sync-protocol';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PerDiemDaysTable } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { isoNow } from '../../lib/tokens.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { priorCreate } from '../../sync/create-once.js';
import { syncedRows } from '../../sync/synced-table.js';
import type { Work, WriteResult } from '../../sync/versioned-write.js';
import { preferencesService } from '../preferences/preferences.service.js';
import { deleteOnce } from '../../sync/delete-once.js';

type DayRow = Selectable<PerDiemDaysTable>;

export const toPerDiemDay = (row: DayRow): PerDiemDay => ({
  id: row.id,
  date: row.date,
  status: row.status as PerDiemStatus,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const answer = (body: unknown, statusCode = 200): WriteResult => ({ statusCode, body });

/** The loads that make a year's trips: on the road or delivered (tripLoadsPickedUp). */
function tripLoads(db: Db, userId: string, year: number) {
  const picked = tripLoadsPickedUp(year);
  return db
    .selectFrom('loads')
    .select(['status', 'pickupDate', 'actualPickupDate', 'deliveryDate', 'actualDeliveryDate'])
    .where('userId', '=', userId)
    .where('status', 'in', ['picked_up', 'delivered'])
    .where('pickupDate', '>=', picked.from)
    .where('pickupDate', '<', picked.to)
    .execute();
}

function corrections(db: Db, userId: string, year: number) {
  return db
    .selectFrom('perDiemDays')
    .selectAll()
    .where('userId', '=', userId)
    .where('date', '>=', `${year}-01-01`)
    .where('date', '<', `${year + 1}-01-01`)
    .orderBy('date')
    .execute();
}

export const perDiemService = {
  createDay:
    (userId: string, input: NewPerDiemDay): Work =>
    async (trx, version) => {
      const earlier = await priorCreate(trx, 'perDiemDays', userId, input.id, {
        taken: 'A day with this id already exists',
        deleted: 'This correction was deleted',
      });
      if (earlier) return answer(toPerDiemDay(earlier));
      const now = isoNow();
      const row: DayRow = {
        id: input.id,
        userId,
        version,
        date: input.date,
        status: input.status,
        createdAt: now,
        updatedAt: now,
      };
      await syncedRows(trx, 'perDiemDays').insert(row);
      return answer(toPerDiemDay(row), 201);
    },

  editDay:
    (userId: string, id: string, input: PerDiemDayFields): Work =>
    async (trx, version) => {
      const rows = syncedRows(trx, 'perDiemDays');
      const row = await rows.find(userId, id);
      if (!row) throw notFound(perDiemMessages.dayNotFound);
      const changes = { date: input.date, status: input.status, version, updatedAt: isoNow() };
      await rows.update(userId, id, changes);
      return answer(toPerDiemDay({ ...row, ...changes }));
    },

  /** Undoes a correction: the day is again what the loads say. A replay answers 200 again. */
  deleteDay:
    (userId: string, id: string): Work =>
    async (trx, version) => {
      if (!(await deleteOnce(trx, 'perDiemDays', userId, id, version)))
        throw notFound(perDiemMessages.dayNotFound);
      return answer({ success: true, message: 'Deleted' });
    },

  async days(db: Db, userId: string, year: number) {
    return (await corrections(db, userId, year)).map(toPerDiemDay);
  },

  async year(db: Db, userId: string, year: number): Promise<PerDiemYear> {
    const [loads, days, prefs, settings] = await Promise.all([
      tripLoads(db, userId, year),
      corrections(db, userId, year),
      preferencesService(db).get(userId),
      usersRepository(db).periodSettings(userId),
    ]);
    return perDiemYear({
      year,
      rate: perDiemRateOf(prefs),
      timeZone: weekSettingsOf(settings).timeZone,
      loads: loads.map((l) => tripLoadOf({ ...l, status: l.status as LoadStatus }, new Date())),
      corrections: days.map(toPerDiemDay),
    });
  },
};
